"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def maeve():
    d = Document()
    # name only in the footer (and the e-mail handle)
    d.sections[0].footer.paragraphs[0].text = "Maeve Dromgoole · CV · page 1"
    h = d.add_paragraph()
    r = h.add_run("Management Accountant — Retail Finance")
    r.bold = True
    r.font.size = Pt(16)
    d.add_paragraph("Milton Keynes, UK | +44 7700 918 342 | m.dromgoole.acma@outlook.com | linkedin.com/in/mdromgoole")
    d.add_heading("Profile", level=1)
    d.add_paragraph(
        "Chartered management accountant with more than a decade in audit and retail finance. I partner with "
        "category and store-operations leaders on margin, shrinkage and working capital, and I like building "
        "the kind of month-end reporting that people actually read. Comfortable moving between the general "
        "ledger, a SQL query and a board pack in the same afternoon.")
    d.add_heading("Experience", level=1)
    t = d.add_table(rows=1, cols=3)
    t.style = "Table Grid"
    hdr = t.rows[0].cells
    hdr[0].text, hdr[1].text, hdr[2].text = "Dates", "Employer and role", "What I did"
    rows = [
        ("04/2023 - today", "John Lewis Partnership — Senior Management Accountant, Waitrose Commercial Finance",
         "Own the monthly P&L review for fresh and chilled categories (£1.9bn sales); led the shrinkage "
         "deep-dive that recovered £4.2m of margin; built Power BI margin bridges used by 60 buyers."),
        ("09/2019 - 03/2023", "John Lewis Partnership — Management Accountant, Retail Operations",
         "Store labour-cost budgeting and forecasting for 34 shops; standard-cost updates in SAP S/4HANA; "
         "supported the 2021 store-closure business cases."),
        ("10/2016 - 08/2019", "Argos Ltd (part of Sainsbury's) — Finance Analyst",
         "Stock-provision and markdown analysis; weekly KPI pack for the supply-chain director."),
        ("09/2013 - 09/2016", "Grant Thornton UK LLP — Audit Associate, later Audit Senior",
         "External audit of retail and consumer clients, including two listed high-street chains."),
    ]
    for a, b, c in rows:
        cells = t.add_row().cells
        cells[0].text, cells[1].text, cells[2].text = a, b, c
    d.add_heading("Education & qualifications", level=1)
    d.add_paragraph("MSc Finance (online, part-time), University of London — in progress, started 2024, expected 2027")
    d.add_paragraph("BA (Hons) Accounting and Finance, University of Stirling, 2009 – 2013")
    d.add_paragraph("CIMA — Associate Chartered Management Accountant (ACMA, CGMA), 2017")
    d.add_heading("Skills", level=1)
    d.add_paragraph("SAP S/4HANA, Oracle Hyperion, Power BI, Excel (Power Query), SQL, Alteryx, Python (basic, self-taught), Tableau")
    d.add_heading("Other", level=1)
    d.add_paragraph("Treasurer (volunteer), Milton Keynes Food Bank, since 2020")
    d.save(os.path.join(OUT, "management_accountant_cv_2026.docx"))


def lu_silan():
    d = Document()
    p = d.add_paragraph()
    r = p.add_run("卢思岚")
    r.bold = True
    r.font.size = Pt(20)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    p2 = d.add_paragraph("锂离子电池工艺工程师 | 江苏常州 | 电话：159-6127-3308 | 邮箱：lusilan_battery@126.com")
    p2.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_heading("教育背景", level=1)
    t = d.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    for c, s in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]):
        c.text = s
    for row in [("2016年9月 - 2019年6月", "哈尔滨工业大学（深圳）", "材料工程", "工学硕士"),
                ("2012年9月 - 2016年6月", "哈尔滨理工大学", "材料科学与工程", "工学学士")]:
        cells = t.add_row().cells
        for c, s in zip(cells, row):
            c.text = s
    d.add_heading("工作经历", level=1)
    t2 = d.add_table(rows=1, cols=3)
    t2.style = "Table Grid"
    for c, s in zip(t2.rows[0].cells, ["时间", "公司 / 职位", "主要工作"]):
        c.text = s
    for row in [
        ("2022年6月 - 至今", "中创新航科技集团股份有限公司（CALB） 高级工艺工程师",
         "负责方形磷酸铁锂电芯涂布、辊压工序的工艺开发与量产爬坡；主导极片面密度 CPK 从 1.1 提升到 1.67；"
         "建立 DOE 与 SPC 管控体系，新产线良率提升 3.2 个百分点。"),
        ("2019年7月 - 2022年5月", "国轩高科股份有限公司 工艺工程师",
         "负责合肥基地叠片与注液工序，参与 JTM 电芯产线导入；编写工艺文件（PFMEA、控制计划）。"),
        ("2018年7月 - 2018年12月", "亿纬锂能（惠州亿纬锂能股份有限公司） 工艺实习生",
         "协助圆柱电池化成分容工艺优化，整理实验数据。"),
    ]:
        cells = t2.add_row().cells
        for c, s in zip(cells, row):
            c.text = s
    d.add_heading("专利与标准", level=1)
    d.add_paragraph("发明专利：一种锂离子电池极片辊压厚度在线补偿方法（第一发明人），CN11432xxxxA，2023年公开")
    d.add_paragraph("参与起草团体标准《锂离子动力电池涂布工序质量控制规范》（标准起草工作组成员）")
    d.add_heading("技能", level=1)
    d.add_paragraph("DOE / SPC / 六西格玛绿带；Minitab；JMP；AutoCAD；Python 数据分析；MES 系统")
    d.save(os.path.join(OUT, "卢思岚_工艺工程师.docx"))


if __name__ == "__main__":
    maeve()
    lu_silan()
