"""Builds cvs/温以晴_简历.docx (Chinese CV, education in a table)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs" / "温以晴_简历.docx"
doc = Document()
st = doc.styles["Normal"]
st.font.name = "SimSun"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")

doc.add_heading("温以晴", level=0)
doc.add_paragraph("增长产品经理 ｜ 手机：186-1034-7729 ｜ 邮箱：wenyiqing_pm@outlook.com ｜ 北京")

doc.add_heading("个人概况", level=1)
doc.add_paragraph("8 年互联网产品经验，其中 5 年以上专注本地生活/外卖平台的用户增长与营销产品；"
                  "擅长拉新、留存与补贴效率优化，熟悉数据驱动的 A/B 实验体系。")

doc.add_heading("教育背景", level=1)
t = doc.add_table(rows=3, cols=4)
t.style = "Table Grid"
rows = [("时间", "学校", "专业", "学历"),
        ("2025.09 - 2027.06（预计）", "中欧国际工商学院", "工商管理（在职 MBA）", "MBA 在读"),
        ("2014.09 - 2018.06", "上海财经大学", "信息管理与信息系统", "本科 / 管理学学士")]
for r, row in enumerate(rows):
    for c, val in enumerate(row):
        t.cell(r, c).text = val

doc.add_heading("工作经历", level=1)
doc.add_paragraph("美团（北京三快在线科技有限公司）｜ 到家事业群 · 外卖用户增长部 ｜ 2021年3月 - 至今")
doc.add_paragraph("高级产品经理（2023年7月 - 至今）")
for b in ["负责美团外卖新客与召回增长产品，管理 4 人产品小组（2 名产品经理、2 名产品助理），对接算法、运营与财务团队。",
          "主导“神抢手”补贴券发放策略改版，基于 uplift 模型做人群分层，在补贴预算持平的情况下新客首单转化提升 11%。",
          "搭建增长实验平台的指标看板，日常使用 SQL（Hive）自助取数与归因分析。"]:
    doc.add_paragraph(b, style="List Bullet")
doc.add_paragraph("产品经理（2021年3月 - 2023年6月）")
for b in ["负责外卖会员（月卡）续费与流失召回链路，续费率提升 6 个百分点。"]:
    doc.add_paragraph(b, style="List Bullet")

doc.add_paragraph("饿了么（拉扎斯网络科技（上海）有限公司）｜ 用户产品部 ｜ 2018年7月 - 2021年2月")
doc.add_paragraph("产品经理")
for b in ["负责饿了么 App 首页与红包体系的产品设计，参与 2019 年接入支付宝小程序入口的联合项目。",
          "设计并上线“天天爆红包”活动玩法，活动期间日活提升 8%。"]:
    doc.add_paragraph(b, style="List Bullet")

doc.add_paragraph("字节跳动 ｜ 抖音 · 商业化产品 ｜ 2017年6月 - 2017年9月")
doc.add_paragraph("产品实习生")
doc.add_paragraph("协助整理广告主后台的需求文档与竞品分析。", style="List Bullet")

doc.add_heading("荣誉与证书", level=1)
doc.add_paragraph("2022 美团到家事业群年度“增长之星”")
doc.add_paragraph("2016 “互联网+”大学生创新创业大赛 上海赛区银奖（项目合作方：阿里巴巴本地生活）")
doc.add_paragraph("NPDP 产品经理国际资格认证（2020）")

doc.add_heading("技能", level=1)
doc.add_paragraph("SQL、A/B 实验设计、Axure、Figma、Python、Tableau、用户研究")
doc.save(OUT)
print(OUT)
