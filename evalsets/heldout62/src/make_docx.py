"""Builds cvs/宫雪蕾-电商运营-简历.docx (Chinese DOCX résumé with an education table)."""
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "宫雪蕾-电商运营-简历.docx")

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Microsoft YaHei"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "微软雅黑")
st.font.size = Pt(10.5)

def heading(text):
    p = doc.add_paragraph()
    r = p.add_run(text)
    r.bold = True
    r.font.size = Pt(13)
    r.font.color.rgb = RGBColor(0xC0, 0x39, 0x2B)

def para(text, bold=False):
    p = doc.add_paragraph()
    r = p.add_run(text)
    r.bold = bold
    return p

def bullet(text):
    doc.add_paragraph(text, style="List Bullet")

t = doc.add_paragraph()
t.alignment = WD_ALIGN_PARAGRAPH.CENTER
r = t.add_run("宫雪蕾")
r.bold = True
r.font.size = Pt(20)
c = doc.add_paragraph("手机：186 2107 4433 ｜ 邮箱：gongxuelei_ops@126.com ｜ 上海")
c.alignment = WD_ALIGN_PARAGRAPH.CENTER

heading("个人优势")
para("11 年电商运营经验，做过京东、天猫、抖音电商三个平台，熟悉货架电商与兴趣电商的流量逻辑；"
     "带过团队，操盘过单月 GMV 过亿的美妆类目大促。")

heading("工作经历")
para("2022年3月 - 至今　　抖音电商（北京抖音信息服务有限公司，字节跳动旗下）　　运营经理（美妆行业）", bold=True)
bullet("管理 6 人运营团队，负责美妆行业头部品牌的商家运营与大促策划，2025 年双 11 行业 GMV 同比增长 62%。")
bullet("搭建达人分层与商品卡运营体系，用巨量千川做投放测算，日常对接快手、小红书转来的达人资源。")
bullet("用 SQL 和 Tableau 搭建行业经营看板，周报自动化，节省团队每周约 10 小时人工。")

para("2018.06 - 2022.02　　天猫（浙江天猫网络有限公司，阿里巴巴集团）　　母婴行业", bold=True)
para("高级运营专员（2020.01 - 2022.02）")
bullet("负责奶粉、纸尿裤类目的品牌招商与天猫双 11、618 会场运营，类目年 GMV 约 35 亿元。")
para("运营专员（2018.06 - 2019.12）")
bullet("负责母婴新品首发活动，用生意参谋做竞品与流量分析，协助制定店铺分层扶持政策。")

para("2015.07 - 2018.05　　京东商城（北京京东世纪贸易有限公司）　　运营专员（3C 数码）", bold=True)
bullet("负责手机配件品类的活动排期、价格监控与库存周转，品类库存周转天数由 45 天降至 31 天。")

para("2014年7月 - 2014年9月　　唯品会（广州唯品会信息科技有限公司）　　运营实习生", bold=True)
bullet("协助女装频道的专场上新与商品信息维护。")

heading("教育背景")
tbl = doc.add_table(rows=3, cols=4)
tbl.style = "Table Grid"
rows = [("时间", "学校", "专业", "学历"),
        ("2020.09 - 2022.06", "上海财经大学（在职）", "工商管理", "MBA"),
        ("2011.09 - 2015.06", "苏州科技大学", "市场营销", "本科")]
for i, row in enumerate(rows):
    for j, val in enumerate(row):
        tbl.cell(i, j).text = val

heading("荣誉")
para("2021 年天猫双 11 母婴行业“优秀运营”个人奖")

heading("技能")
para("生意参谋、巨量千川、抖店后台；Excel（数据透视、VLOOKUP）、SQL、Tableau；英语 CET-6")

doc.save(OUT)
print("wrote", OUT)
