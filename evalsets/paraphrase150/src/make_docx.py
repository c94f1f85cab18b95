"""Build the two DOCX CVs into ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt

OUT = Path(__file__).resolve().parent.parent / "cvs"


def gong_zhiruo():
    d = Document()
    # name only in the footer (and the e-mail handle), never in the body
    d.sections[0].footer.paragraphs[0].text = "Gong Zhiruo | CV | updated November 2026"
    d.add_heading("Audit Senior — Curriculum Vitae", level=1)
    d.add_paragraph("Guangzhou, China | zr.gong.audit@163.com | +86 135 6012 7733")
    d.add_heading("Professional Experience", level=2)
    d.add_paragraph("Grant Thornton Zhitong Certified Public Accountants LLP, Guangzhou office")
    d.add_paragraph("Audit Senior, Oct 2022 – Present")
    for b in [
        "Run statutory and IPO audits of 3–5 clients per season in manufacturing and telecom services; supervise teams of 4 associates.",
        "Wrote SQL queries against client ERP databases (SAP, Kingdee) to extract full-population journal entries for journal-entry testing.",
        "Clients served include provincial subsidiaries of China Mobile and two GAC Group component suppliers.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Audit Associate, Sep 2019 – Sep 2022")
    d.add_paragraph("Revenue and inventory testing, bank confirmations, working-paper drafting.", style="List Bullet")
    d.add_heading("Internship", level=2)
    d.add_paragraph("HSBC, Global Banking, Guangzhou — Summer Analyst (intern), summer 2018")
    d.add_paragraph("Prepared credit memos and covenant monitoring spreadsheets for corporate clients.", style="List Bullet")
    d.add_heading("Education", level=2)
    d.add_paragraph("MSc Professional Accountancy (online, part-time), University of London — 2024 – present")
    d.add_paragraph("BA in Accounting, Sun Yat-sen University, Guangzhou — 2015 – 2019")
    d.add_heading("Certifications & Skills", level=2)
    d.add_paragraph("ACCA Affiliate (2021); SQL, Excel (Power Query), CaseWare IDEA; English (IELTS 7.5), Cantonese, Mandarin.")
    d.save(OUT / "cv_audit_2026.docx")


def shu_jiahe():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    d.add_heading("舒嘉禾", level=1)
    d.add_paragraph("求职意向：数据分析 / 风险建模 | 电话：187-2104-5539 | 邮箱：shujiahe2002@163.com")
    d.add_heading("教育背景", level=2)
    t = d.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["学校", "专业", "学历", "时间"]):
        c.text = h
    for row in [("复旦大学", "统计学", "硕士", "2024.09 – 2026.06"),
                ("西南财经大学", "统计学", "学士", "2020.09 – 2024.06")]:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    d.add_heading("实习经历", level=2)
    t = d.add_table(rows=1, cols=4)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["单位", "岗位", "时间", "工作内容"]):
        c.text = h
    for row in [("招商银行总行 零售信贷部", "数据分析实习生", "2025.07 – 2025.12",
                 "使用 SQL（Hive）提取信用卡账户数据，搭建逾期预警特征宽表；用 R 做分群分析"),
                ("道通智能（Autel Robotics）", "数据分析实习生", "2023.07 – 2023.09",
                 "整理无人机售后工单数据，制作 Tableau 周报")]:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    d.add_heading("科研与论文", level=2)
    d.add_paragraph("舒嘉禾, 王立. 基于分位数回归的信用卡违约概率预测. 《统计研究》, 2026, 43(5).（第一作者）")
    d.add_heading("奖项", level=2)
    d.add_paragraph("2023 全国大学生统计建模大赛 一等奖；复旦大学研究生学业奖学金（2024、2025）")
    d.add_heading("技能", level=2)
    d.add_paragraph("R、Python、SQL、Tableau；英语 CET-6")
    d.save(OUT / "舒嘉禾_简历_2026届.docx")


if __name__ == "__main__":
    OUT.mkdir(exist_ok=True)
    gong_zhiruo()
    shu_jiahe()
