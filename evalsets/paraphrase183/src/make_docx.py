"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from pathlib import Path
OUT = Path(__file__).resolve().parent.parent / "cvs"

def arbelaez():
    d = Document()
    d.add_heading("Priscila Arbeláez", 0)
    d.add_paragraph("Senior Supply Chain Analyst | Herzogenaurach, Germany | priscila.arbelaez@gmx.de | +49 176 3318 2290")
    d.add_heading("Profile", 1)
    d.add_paragraph("Supply-chain analyst with a background in industrial engineering, working on footwear and apparel "
                    "demand planning, lead-time analytics and supplier performance for a global sportswear brand.")
    d.add_heading("Professional Experience", 1)
    d.add_heading("PUMA SE — Senior Supply Chain Analyst, Global Sourcing (03/2021 - today)", 2)
    for b in ["Build the weekly supplier lead-time and on-time-in-full dashboards in Power BI for 14 sourcing offices across Asia.",
              "Benchmarked PUMA's footwear lead times against Nike and adidas using public filings and industry reports.",
              "Reduced air-freight spend by 11% through a reorder-point model in Python and SQL on the SAP data warehouse."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("DHL Supply Chain — Inventory Analyst (09/2017 - 02/2021)", 2)
    for b in ["Ran inventory accuracy and slotting analyses for a contract-logistics site in Bogotá, later in Bremen.",
              "Moved the site's KPI reporting from Excel macros to Power BI in 2019."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education", 1)
    t = d.add_table(rows=3, cols=3)
    t.style = "Table Grid"
    rows = [("Degree", "Institution", "Years"),
            ("MSc Global Logistics & Supply Chain Management (part-time, online)", "Kühne Logistics University, Hamburg", "2022 – 2024"),
            ("B.Sc. Industrial Engineering (Ingeniería Industrial)", "Universidad de los Andes, Bogotá", "2012 – 2017")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("Skills", 1)
    d.add_paragraph("Power BI, SQL, Python (pandas), SAP ERP / SAP IBP, Excel; German B2, Spanish native, English C1.")
    d.add_paragraph("Certifications: APICS CSCP (2020).")
    d.save(OUT / "Priscila_Arbelaez_CV.docx")

def wu_yaning():
    d = Document()
    p = d.add_paragraph(); r = p.add_run("毋雅宁 · 个人简历"); r.bold = True; r.font.size = Pt(18)
    d.add_paragraph("高级造价工程师（一级造价工程师） | 上海 | wuyaning_qs@126.com | 186-2133-5078")
    d.add_heading("基本信息", 1)
    t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
    info = [("姓名", "毋雅宁", "性别", "女"),
            ("出生年月", "1995.03", "工作年限", "2017年起"),
            ("执业资格", "一级造价工程师（2020年取得）", "英语", "CET-6")]
    for r, vals in zip(t.rows, info):
        for c, v in zip(r.cells, vals): c.text = v
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
    edu = [("时间", "学校", "专业", "学历"),
           ("2013.09–2017.06", "浙江工业大学", "工程管理", "本科 / 管理学学士")]
    for r, vals in zip(t.rows, edu):
        for c, v in zip(r.cells, vals): c.text = v
    d.add_heading("工作经历", 1)
    t = d.add_table(rows=3, cols=3); t.style = "Table Grid"
    work = [("时间", "单位", "职位"),
            ("2021.06–至今", "上海建工集团股份有限公司（上海建工四建集团）", "高级造价工程师"),
            ("2017.07–2021.05", "中国建筑第八工程局有限公司（中建八局）华东分公司", "造价员 → 造价工程师")]
    for r, vals in zip(t.rows, work):
        for c, v in zip(r.cells, vals): c.text = v
    d.add_paragraph("上海建工：负责超高层综合体项目全过程造价管理，编制招标控制价与变更签证审核；"
                    "用Power BI搭建项目成本动态看板，按月向项目部汇报目标成本偏差。")
    d.add_paragraph("中建八局：参与杭州、宁波两个EPC项目的工程量计算与进度款申报，使用广联达GTJ、GCCP完成算量计价。")
    d.add_heading("专业技能", 1)
    d.add_paragraph("广联达GTJ / GCCP、Revit、Power BI、Excel（VBA）、AutoCAD；熟悉《建设工程工程量清单计价规范》及FIDIC合同条款。")
    d.add_heading("荣誉", 1)
    d.add_paragraph("2019年 中建八局华东分公司“优秀青年员工”；2016年 全国高校BIM毕业设计创新大赛 三等奖。")
    d.save(OUT / "毋雅宁_造价工程师_简历.docx")

if __name__ == "__main__":
    arbelaez(); wu_yaning()
