"""Builds the two DOCX CVs of heldout59 into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"


def zh_font(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")


def table(doc, rows, header=None):
    n = len(rows[0])
    t = doc.add_table(rows=0, cols=n)
    t.style = "Table Grid"
    if header:
        cells = t.add_row().cells
        for c, v in zip(cells, header):
            c.text = v
            for r in c.paragraphs[0].runs:
                r.bold = True
    for row in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    return t


def dou():
    doc = Document()
    zh_font(doc)
    doc.add_heading("窦书岩 · 个人简历", level=0)
    doc.add_paragraph("手机：186 7314 2259　｜　邮箱：doushuyan_scm@qq.com　｜　湖南长沙")
    doc.add_paragraph("求职意向：供应链计划经理 / S&OP 负责人")

    doc.add_heading("个人信息", level=1)
    table(doc, [["性别", "女", "出生年月", "1996年5月"],
                ["最高学历", "本科（MBA 在读）", "工作年限", "8年"]])

    doc.add_heading("教育背景", level=1)
    table(doc, [["2024.09–至今", "中南大学 商学院", "MBA（在职，在读）"],
                ["2014.09–2018.06", "华南理工大学", "物流工程 本科"]],
          header=["时间", "学校", "专业 / 学历"])

    doc.add_heading("工作经历", level=1)
    table(doc, [["2023.03–至今", "安克创新科技股份有限公司（Anker Innovations）", "供应链计划经理"],
                ["2021.03–2023.02", "安克创新科技股份有限公司（Anker Innovations）", "高级供应链计划专员"],
                ["2018.07–2021.02", "小米通讯技术有限公司（小米集团 手机部）", "供应链计划专员"],
                ["2017.07–2017.09", "富士康科技集团（鸿海精密）深圳龙华园区", "物料计划实习生"]],
          header=["时间", "公司", "职位"])
    doc.add_paragraph("安克创新｜供应链计划经理", style="Heading 2")
    for b in ["带领 4 人计划团队，负责充电类与智能家居品类的需求计划、主生产计划（MPS）与 S&OP 月度会议。",
              "主导 SAP IBP 需求计划模块上线，预测准确率（MAPE）由 38% 降至 24%，库存周转天数下降 11 天。",
              "对接亚马逊北美、欧洲站点的 FBA 补货计划，旺季（Prime Day、黑五）断货率控制在 2% 以内。"]:
        doc.add_paragraph(b, style="List Bullet")
    doc.add_paragraph("小米集团｜供应链计划专员", style="Heading 2")
    for b in ["负责 Redmi 手机系列的物料需求计划（MRP）与关键器件（屏幕、存储）产能锁定。",
              "用 Python（pandas）和 SQL 搭建每周齐套分析报表，替代人工 Excel 汇总。"]:
        doc.add_paragraph(b, style="List Bullet")

    doc.add_heading("技能与证书", level=1)
    doc.add_paragraph("工具：SAP IBP、SAP ERP（MM/PP）、Excel VBA、Python（pandas）、SQL、Power BI；了解 Kinaxis RapidResponse（培训课程）。")
    doc.add_paragraph("证书：APICS CPIM（2020）；英语 CET-6。")
    doc.save(OUT / "窦书岩-供应链计划-简历.docx")


def villalobos():
    doc = Document()
    doc.styles["Normal"].font.name = "Calibri"
    doc.styles["Normal"].font.size = Pt(10.5)
    doc.add_heading("Marta Villalobos", level=0)
    doc.add_paragraph("Senior Pre-Sales Engineer – Factory Automation")
    doc.add_paragraph("Munich, Germany · +49 151 2290 7714 · marta.villalobos.eng@outlook.com · Spanish citizen, EU work permit")

    doc.add_heading("Profile", level=1)
    doc.add_paragraph(
        "Automation engineer turned pre-sales engineer. I spent my first years on the shop floor "
        "commissioning PLC and SCADA systems for food and automotive plants, and since 2019 I have "
        "been on the customer-facing side: running discovery workshops, sizing SIMATIC architectures, "
        "building proof-of-concept demos and writing the technical part of tenders worth up to EUR 4M.")

    doc.add_heading("Experience", level=1)
    doc.add_paragraph("Siemens AG, Digital Industries — Munich", style="Heading 2")
    doc.add_paragraph("Senior Pre-Sales Engineer, Factory Automation · since 10/2023")
    doc.add_paragraph("Pre-Sales Engineer, Factory Automation · 10/2019 – 09/2023")
    for b in ["Technical lead in pre-sales for automotive and battery accounts in DACH; key customer accounts included BMW Group Plant Dingolfing and Continental.",
              "Build TIA Portal / SIMATIC S7-1500 demo cells and OPC UA data-collection proofs of concept for customer workshops.",
              "Co-wrote the Industrial Edge reference architecture used by the regional sales team."]:
        doc.add_paragraph(b, style="List Bullet")
    doc.add_paragraph("Schneider Electric España — Barcelona", style="Heading 2")
    doc.add_paragraph("Automation Engineer (PLC / SCADA commissioning) · 03/2015 – 09/2019")
    for b in ["Programmed and commissioned Modicon M580 PLCs and AVEVA/Wonderware SCADA for food & beverage lines.",
              "On-site start-ups in Spain, Portugal and Morocco; wrote FAT/SAT protocols."]:
        doc.add_paragraph(b, style="List Bullet")
    doc.add_paragraph("SEAT S.A. (Volkswagen Group) — Martorell", style="Heading 2")
    doc.add_paragraph("Industrial Engineering Intern, body shop · Feb 2014 – Jul 2014")

    doc.add_heading("Education", level=1)
    t = doc.add_table(rows=0, cols=3)
    t.style = "Table Grid"
    for row in [["2012 – 2014", "Universitat Politècnica de Catalunya (UPC)", "M.Sc. Industrial Engineering (Automation & Robotics)"],
                ["2008 – 2012", "Universidad de Sevilla", "B.Eng. Electrical Engineering"]]:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v

    doc.add_heading("Skills & certifications", level=1)
    doc.add_paragraph("TIA Portal, SIMATIC S7-1500, WinCC, PROFINET, OPC UA, Modicon M580, EcoStruxure, Python for data collection. Personal projects: ROS 2.")
    doc.add_paragraph("Microsoft Certified: Azure IoT Developer Specialty (2021). Siemens Certified TIA Portal Programmer (2020).")
    doc.add_paragraph("Languages: Spanish (native), English (C1), German (B2).")
    doc.save(OUT / "CV_MVillalobos_EN.docx")


if __name__ == "__main__":
    dou()
    villalobos()
