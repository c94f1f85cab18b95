"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def zh_font(doc):
    st = doc.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

# ---- 伍思岚: Chinese DOCX with tables ----
d = Document(); zh_font(d)
d.add_heading("伍思岚　个人简历", 0)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
cells = [("姓名", "伍思岚", "求职意向", "供应链数据分析 / 计划"),
         ("电话", "186 5712 3390", "邮箱", "silan.wu@163.com"),
         ("现居", "福建 福州", "出生年月", "1996.03")]
for r, row in enumerate(cells):
    for c, v in enumerate(row): t.cell(r, c).text = v
d.add_heading("教育背景", 1)
t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
for c, v in enumerate(("时间", "学校", "专业", "学历")): t.cell(0, c).text = v
for c, v in enumerate(("2014.09 - 2018.06", "浙江工业大学", "物流管理", "本科（管理学学士）")): t.cell(1, c).text = v
d.add_heading("工作经历", 1)
t = d.add_table(rows=3, cols=3); t.style = "Table Grid"
for c, v in enumerate(("时间", "公司", "职位")): t.cell(0, c).text = v
for c, v in enumerate(("2021年3月 - 至今", "永辉超市股份有限公司（总部 供应链中心）", "高级供应链分析师")): t.cell(1, c).text = v
for c, v in enumerate(("2018年7月 - 2021年2月", "苏宁易购集团股份有限公司", "供应链分析专员")): t.cell(2, c).text = v
d.add_paragraph("永辉超市　供应链中心（2021年3月 - 至今）")
for b in ["负责全国 1,000+ 门店生鲜品类的补货模型与安全库存测算，缺货率由 6.8% 降至 3.9%。",
          "用 Spark SQL 与 PySpark 处理日均 2 亿行的门店销售与库存流水，搭建需求预测特征宽表。",
          "用 Tableau 搭建周转天数、临期损耗看板，每周向采购与门店运营汇报。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("苏宁易购　供应链管理部（2018年7月 - 2021年2月）")
for b in ["维护家电品类的区域仓调拨计划，使用 SQL 与 Excel 做 ABC 分类与呆滞库存分析。",
          "参与 2019 年“双十一”大促备货测算，预测偏差控制在 8% 以内。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("技能与证书", 1)
d.add_paragraph("SQL、Python、Spark、Tableau、Excel；CPIM（APICS 生产与库存管理认证，2022）；英语 CET-6")
d.save(os.path.join(OUT, "伍思岚-供应链分析.docx"))

# ---- Layla Nassar: English DOCX, name only in the header section ----
d = Document()
d.sections[0].header.paragraphs[0].text = "Layla Nassar  |  Lead UX Designer  |  layla.nassar.ux@gmail.com  |  +65 9123 4870"
d.add_paragraph("Curriculum Vitae").runs[0].bold = True
d.add_paragraph("Product and UX designer with over a decade in fintech and banking journeys; "
                "I turn research into shipped, accessible interfaces.")
d.add_heading("Experience", 1)
d.add_paragraph("DBS Bank — Digital Consumer Banking, Singapore")
d.add_paragraph("Lead UX Designer, digibank app (Jan 2023 – Present)")
d.add_paragraph("Senior UX Designer (Nov 2019 – Dec 2022)")
for b in ["Own the end-to-end design of the digibank onboarding and card-management flows used by 5M+ customers; "
          "cut drop-off in account opening by 22% after three rounds of usability testing.",
          "Built the bank's first accessibility checklist (WCAG 2.1 AA) into the Figma design system.",
          "Lead a squad of 4 designers and 1 UX researcher."]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("Publicis Sapient, Singapore — UX Designer → Senior UX Designer")
d.add_paragraph("Feb 2015 – Oct 2019")
for b in ["Designed mobile banking and insurance journeys for clients including HSBC, Prudential and a regional telco.",
          "Ran design sprints and stakeholder workshops across Singapore, Kuala Lumpur and Dubai."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", 1)
t = d.add_table(rows=3, cols=3); t.style = "Table Grid"
rows = [("2018 – 2019", "Goldsmiths, University of London (online)", "MA Interaction Design — first year completed, did not finish"),
        ("2010 – 2014", "American University of Beirut", "BA Graphic Design"),
        ("2023", "Nielsen Norman Group", "UX Certification (Interaction Design specialty)")]
for r, row in enumerate(rows):
    for c, v in enumerate(row): t.cell(r, c).text = v
d.add_heading("Talks", 1)
d.add_paragraph("Speaker, UXPA Singapore Conference 2024: “Designing trust into money movement”.")
d.add_heading("Skills", 1)
d.add_paragraph("Figma, Protopie, usability testing, service blueprints, Maze, basic HTML/CSS, Arabic / English / French")
d.save(os.path.join(OUT, "CV_UXdesign_2026.docx"))
print("ok")
