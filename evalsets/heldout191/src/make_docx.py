"""Builds cvs/苏曼妮-商品运营经理.docx (Chinese, paragraphs only, no tables)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import pathlib

out = pathlib.Path(__file__).resolve().parent.parent / "cvs" / "苏曼妮-商品运营经理.docx"
d = Document()
st = d.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
st.font.size = Pt(10.5)

def p(text, bold=False, size=None):
    para = d.add_paragraph()
    r = para.add_run(text)
    r.bold = bold
    if size:
        r.font.size = Pt(size)
    return para

p("苏曼妮", bold=True, size=20)
p("女装电商商品运营 | 广州 | 电话 186-2033-5718 | 邮箱 sumanni_fashion@qq.com")
p("求职意向：商品企划 / 商品运营负责人（服饰电商）")
p("个人简介", bold=True, size=13)
p("十年以上服饰电商商品经验，熟悉快时尚女装的选款、定价、上新节奏和库存周转，从平台侧（天猫、唯品会）做到品牌侧（SHEIN），擅长用数据驱动选品。")
p("工作经历", bold=True, size=13)
p("SHEIN（希音）　商品运营经理（女装连衣裙品类）　2023年3月 - 至今", bold=True)
p("· 管理 5 人商品团队（2 名买手、3 名商品专员），负责欧美站连衣裙品类的选款、定价与上新计划，年 GMV 约 4 亿美元。")
p("· 建立小单快反的测款模型，新款首单售罄率提升 18%，滞销款占比下降 9 个百分点。")
p("唯品会（Vipshop）　高级商品运营（女装）　2019年8月 - 2023年2月", bold=True)
p("· 负责女装品牌特卖的档期规划与货品组合，对接 60 余个品牌方，年度销售额增长 35%。")
p("· 用 SQL 和 Excel 搭建品牌档期复盘看板，按周跟踪折扣率、动销率与退货率。")
p("阿里巴巴集团 · 天猫服饰事业部　商品专员　2015年7月 - 2019年7月", bold=True)
p("· 负责天猫女装类目大促（双11、618）的商家招商与会场货品审核，参与 2017、2018 年双11女装会场选品。")
p("· 跟踪类目趋势数据，输出季度流行趋势报告供商家参考。")
p("迅销（中国）商贸有限公司（优衣库）　电商运营实习生　2014年暑期", bold=True)
p("· 协助天猫旗舰店上新与商品详情页维护。")
p("教育背景", bold=True, size=13)
p("东华大学　服装设计与工程（服装营销方向）　本科　2011.09 - 2015.06")
p("香港理工大学　时装及纺织学系 国际时装管理 硕士（MSc）　2020.09 入学，2021年因工作原因中止，未取得学位")
p("专业技能", bold=True, size=13)
p("生意参谋、Excel（数据透视表、VBA）、SQL、Tableau、Photoshop；了解 Python（自学，未在工作中使用）")
p("荣誉", bold=True, size=13)
p("2018年 天猫服饰事业部年度优秀员工；2021年 唯品会女装部门“最佳档期”奖")
p("语言：英语 CET-6，可作为工作语言")
d.save(out)
print(out)
