"""Builds the two DOCX CVs of heldout255 into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"


def zh_font(doc, name="宋体"):
    st = doc.styles["Normal"]
    st.font.name = name
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), name)


def ge_qingzhi():
    d = Document()
    zh_font(d)
    d.add_heading("葛晴芷　个人简历", level=0)
    d.add_paragraph("电话：139 1587 3362　｜　邮箱：qingzhi.ge@outlook.com　｜　现居：江苏连云港")
    d.add_paragraph("求职意向：药物警戒 / 药品安全负责人")

    d.add_heading("教育背景", level=1)
    t = d.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]):
        c.text = h
    rows = [
        ("2025年9月 - 至今", "北京大学医学部", "公共卫生（MPH，非全日制）", "硕士在读"),
        ("2008年9月 - 2013年6月", "中国药科大学", "临床药学（五年制）", "本科"),
    ]
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v

    d.add_heading("工作经历", level=1)
    d.add_paragraph("江苏恒瑞医药股份有限公司　药物警戒部　2019年4月 - 至今")
    d.add_paragraph("药物警戒经理（2022年1月 - 至今）")
    for b in [
        "带领 4 人团队，负责 12 个上市抗肿瘤产品的个例安全性报告（ICSR）处理与 E2B(R3) 递交；",
        "牵头撰写 PSUR/PBRER 及 DSUR，组织季度信号检测会议，使用 Oracle Argus Safety 与 MedDRA 编码；",
        "主导 2023 年 NMPA 药物警戒检查迎检工作，零严重缺陷项。",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("药物警戒专员（2019年4月 - 2021年12月）")
    for b in [
        "负责临床试验 SAE 报告的医学审评与 SUSAR 快速报告；",
        "参与建立公司药物警戒体系文件（PSMF）。",
    ]:
        d.add_paragraph(b, style="List Bullet")

    d.add_paragraph("四川大学华西医院　药剂科　临床药师　2013年7月 - 2019年3月")
    for b in [
        "驻肿瘤科及 ICU 开展医嘱审核、药学查房与用药监护，年审核医嘱逾 3 万条；",
        "负责科室药品不良反应（ADR）监测与上报，年上报 ADR 报告 150 余例；",
        "2016 年取得卫健委临床药师岗位培训证书（抗肿瘤专业）。",
    ]:
        d.add_paragraph(b, style="List Bullet")

    d.add_heading("证书与其他", level=1)
    d.add_paragraph("执业药师（2014）；DIA 中国年会 2024 药物警戒分论坛 演讲嘉宾")
    d.add_paragraph("技能：Oracle Argus Safety、MedDRA、WHODrug、SAS（基础）、英语 CET-6")
    d.save(OUT / "葛晴芷-药物警戒经理.docx")


def nazarov_new():
    d = Document()
    d.add_heading("Timur Nazarov", level=0)
    d.add_paragraph("Senior Supply Chain Planner · Singapore · timur.nazarov.sc@gmail.com · +65 9123 4417")
    d.add_heading("Profile", level=1)
    d.add_paragraph(
        "Supply chain planner with close to seven years in e-commerce demand and inventory planning "
        "across Southeast Asia. I moved from Shopee to Lazada in 2023 to own cross-border replenishment "
        "for the LazMall channel; I now lead a small planning team and run the monthly S&OP cycle "
        "for six markets.")
    d.add_heading("Experience", level=1)
    d.add_paragraph("Lazada (Alibaba Group) — Senior Supply Chain Planner, LazMall Cross-Border\tsince 10/2023")
    for b in [
        "Manage two planners; own the S&OP demand review for SG, MY, TH, VN, PH and ID.",
        "Rebuilt the replenishment model in SAP IBP, cutting overstock write-offs by 18% in FY2025.",
        "Python and SQL forecasting notebooks (Prophet, LightGBM) for 11.11 and 12.12 campaign peaks.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Shopee (Sea Group) — Demand Planner, Fulfilment Planning\tJan 2020 – Sep 2023")
    for b in [
        "Weekly SKU-level demand forecasts for Shopee Mall fulfilment centres in Singapore and Malaysia.",
        "Built the safety-stock calculator in SQL and Excel used by 40+ category teams.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("DHL Supply Chain — Logistics Analyst Intern\tsummer 2018")
    d.add_heading("Education", level=1)
    t = d.add_table(rows=3, cols=3)
    t.style = "Table Grid"
    data = [
        ("Georgia Institute of Technology", "Online Master of Science in Analytics (OMSA), part-time — in progress", "2024 – expected 2027"),
        ("Universiti Utara Malaysia", "Bachelor of Technology Management (Logistics), Honours", "2015 – 2019"),
    ]
    for c, h in zip(t.rows[0].cells, ["School", "Degree", "Dates"]):
        c.text = h
    for row, vals in zip(t.rows[1:], data):
        for c, v in zip(row.cells, vals):
            c.text = v
    d.add_heading("Certifications & Skills", level=1)
    d.add_paragraph("APICS CPIM (ASCM), 2021")
    d.add_paragraph("SAP IBP, SAP APO, SQL, Python, Excel (VBA), Power BI, Tableau")
    d.save(OUT / "Timur_Nazarov_Resume_2026.docx")


if __name__ == "__main__":
    ge_qingzhi()
    nazarov_new()
