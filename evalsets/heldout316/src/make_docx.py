"""Build cvs/麦颂岚_税务经理.docx (Chinese CV with tables)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Noto Sans CJK SC"
st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

doc.add_heading("麦颂岚", level=0)
doc.add_paragraph("税务经理 | 广州 | 电话：139-2288-0461 | 邮箱：songlan.mai@outlook.com")

doc.add_heading("个人信息", level=1)
t = doc.add_table(rows=3, cols=4)
t.style = "Table Grid"
cells = [("性别", "女", "出生年月", "1995年2月"),
         ("工作年限", "9年（四大会计师事务所）", "目前状态", "在职，看机会"),
         ("证书", "中国注册会计师（CPA）全科合格（2020）；税务师（2021）", "语言", "英语（CET-6，工作语言）、粤语")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

doc.add_heading("工作经历", level=1)
t = doc.add_table(rows=1, cols=4)
t.style = "Table Grid"
for c, h in enumerate(["时间", "公司", "职位", "主要内容"]):
    t.rows[0].cells[c].text = h
jobs = [
    ("2022年4月 - 至今", "普华永道中天会计师事务所（特殊普通合伙）广州分所 · 税务及商务咨询部", "税务经理",
     "负责华南区制造业及消费品客户的企业所得税汇算清缴、转让定价同期资料与税务尽职调查；带领 5 人项目团队；服务客户包括宝洁、广汽丰田等。"),
    ("2019年9月 - 2022年3月", "德勤华永会计师事务所（特殊普通合伙）广州分所", "税务高级顾问",
     "负责跨境重组项目的增值税及预提所得税分析，参与 2 个 IPO 项目的税务合规梳理。"),
    ("2017年7月 - 2019年8月", "德勤华永会计师事务所（特殊普通合伙）广州分所", "税务顾问",
     "企业所得税申报复核、研发费用加计扣除专项审核。"),
    ("2016年7月 - 2016年9月", "安永（中国）企业咨询有限公司 广州分公司", "税务实习生",
     "整理客户税务底稿，协助完成个人所得税申报。"),
]
for row in jobs:
    cs = t.add_row().cells
    for c, v in enumerate(row):
        cs[c].text = v

doc.add_heading("教育背景", level=1)
t = doc.add_table(rows=1, cols=4)
t.style = "Table Grid"
for c, h in enumerate(["时间", "学校", "专业", "学历"]):
    t.rows[0].cells[c].text = h
for row in [("2025年9月 - 至今", "香港中文大学", "专业会计学理学硕士（兼读制）", "硕士在读"),
            ("2013年9月 - 2017年6月", "中山大学", "会计学", "本科 / 管理学学士")]:
    cs = t.add_row().cells
    for c, v in enumerate(row):
        cs[c].text = v

doc.add_heading("技能与其他", level=1)
doc.add_paragraph("熟练使用 SAP、用友 NC 及金税系统；熟悉 Excel 高级函数与 Power Query；了解 Python。")
doc.add_paragraph("ACCA 在考（已通过 4 门）。")
doc.add_paragraph("2023 年受邀在广州市税务学会年会分享“制造业转让定价新规解读”。")
doc.save("../cvs/麦颂岚_税务经理.docx")
