"""Builds cvs/陈立群_简历.docx (Chinese CV with tables) with python-docx."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

doc = Document()
st = doc.styles["Normal"]
st.font.name = "SimSun"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")

doc.add_heading("陈立群 个人简历", level=1)
info = doc.add_table(rows=3, cols=4); info.style = "Table Grid"
cells = [("性别", "男", "出生年月", "1995.11"),
         ("手机", "152-5741-3086", "邮箱", "chenliqun_ship@126.com"),
         ("现居地", "浙江宁波", "求职意向", "物流运营主管 / 航运客服运营")]
for r, row in zip(info.rows, cells):
    for c, v in zip(r.cells, row):
        c.text = v

doc.add_heading("教育背景", level=2)
edu = doc.add_table(rows=3, cols=4); edu.style = "Table Grid"
for c, v in zip(edu.rows[0].cells, ["时间", "学校", "专业", "学历"]):
    c.text = v
for c, v in zip(edu.rows[1].cells, ["2022.09 - 至今", "宁波大学", "工商管理（MBA，非全日制）", "硕士在读"]):
    c.text = v
for c, v in zip(edu.rows[2].cells, ["2014.09 - 2018.06", "上海海事大学", "物流管理", "本科 / 管理学学士"]):
    c.text = v

doc.add_heading("工作经历", level=2)
jobs = [
    ("2020年6月 - 至今", "地中海航运（中国）有限公司 宁波分公司（MSC）",
     "高级物流协调员（2023年4月起）；物流协调员（2020年6月 - 2023年3月）",
     ["负责宁波舟山港出口订舱到装船的全程协调，日均处理约 120 个订舱，对接码头、车队与报关行。",
      "用 SQL 从订舱系统导出数据，并用 Power BI 做甩柜率看板，2024 年甩柜率由 4.6% 降到 2.9%。",
      "2023 年起带教 2 名新入职协调员，编写岗位操作手册。"]),
    ("2018年7月 - 2020年5月", "中远海运集装箱运输有限公司（COSCO SHIPPING Lines）上海",
     "箱管专员（操作部）",
     ["负责华东区域空箱调运计划，跟踪冷箱和特种箱的周转，维护 IRIS-4 系统中的箱动态。",
      "参与 2019 年上海至宁波空箱驳运方案，年节约调运成本约 180 万元。"]),
    ("2017年7月 - 2017年8月", "马士基（中国）航运有限公司 上海（Maersk）",
     "客户服务部 暑期实习生",
     ["协助处理提单修改和到港通知，整理客户投诉周报。"]),
]
for period, org, title, bullets in jobs:
    t = doc.add_table(rows=2, cols=2); t.style = "Table Grid"
    t.rows[0].cells[0].text = org
    t.rows[0].cells[1].text = period
    t.rows[1].cells[0].text = title
    t.rows[1].cells[1].text = ""
    for b in bullets:
        doc.add_paragraph(b, style="List Bullet")

doc.add_heading("技能与证书", level=2)
doc.add_paragraph("系统：SAP TM、CargoWise One（了解）、IRIS-4；工具：Excel（VBA）、SQL、Power BI")
doc.add_paragraph("证书：国际货运代理从业资格证（2018）；英语 CET-6")

doc.add_heading("荣誉", level=2)
doc.add_paragraph("2019 年度 中远海运集运 “优秀员工”；2016 上海海事大学 校级一等奖学金")
doc.add_paragraph("主要合作方：宁波舟山港集团、上海国际港务集团")

doc.save("../cvs/陈立群_简历.docx")
