"""Builds the two DOCX CVs in ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = Path(__file__).resolve().parent.parent / "cvs"


def table(doc, rows, widths=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t


def qiu_wanting():
    d = Document()
    st = d.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.font.size = Pt(10.5)
    h = d.add_paragraph()
    h.alignment = WD_ALIGN_PARAGRAPH.CENTER
    r = h.add_run("丘婉汀  个人简历")
    r.bold = True
    r.font.size = Pt(18)
    d.add_paragraph("求职意向：信用研究 / 固定收益投研　　上海　　电话：139-1627-0583　　邮箱：qiuwanting_credit@126.com")
    d.add_heading("基本信息", level=2)
    table(d, [
        ["姓名", "丘婉汀", "性别", "女"],
        ["出生年月", "1992年5月", "政治面貌", "中共党员"],
        ["现居地", "上海浦东", "工作年限", "10年"],
    ])
    d.add_heading("教育背景", level=2)
    table(d, [
        ["时间", "学校", "专业", "学历"],
        ["2014.09–2016.06", "中央财经大学", "金融学", "硕士研究生"],
        ["2010.09–2014.06", "上海财经大学", "会计学", "本科 / 管理学学士"],
    ])
    d.add_heading("工作经历", level=2)
    table(d, [
        ["时间", "单位", "职位"],
        ["2021年3月 - 至今", "国泰君安证券股份有限公司 研究所", "高级信用分析师"],
        ["2016年7月 - 2021年2月", "联合资信评估股份有限公司", "信用评级分析师"],
    ])
    d.add_paragraph("国泰君安证券（2021年3月 - 至今）", style="List Bullet")
    for s in [
        "负责城投、产业债发债主体的信用研究与内部评级，覆盖半导体、消费电子及物流行业发债主体（含顺丰控股、中国外运等）",
        "用 SQL 从 Wind 底库和公司内部数据仓库提取发债主体财务数据，用 Python 搭建违约预警评分模型",
        "每周撰写信用债市场周报，为自营及资管团队提供入池建议",
    ]:
        d.add_paragraph(s)
    d.add_paragraph("联合资信（2016年7月 - 2021年2月）", style="List Bullet")
    for s in [
        "参与 120 余家企业主体及债项评级项目，独立撰写评级报告 40 余份",
        "搭建行业财务指标对比模板，负责跟踪评级与现场访谈",
    ]:
        d.add_paragraph(s)
    d.add_heading("证书与技能", level=2)
    d.add_paragraph("证券从业资格、基金从业资格；英语 CET-6；熟练使用 Wind、Excel VBA、SQL、Python（pandas）")
    d.add_heading("荣誉", level=2)
    d.add_paragraph("2023 年度国泰君安研究所优秀员工；2019 年新财富最佳分析师评选（团队）入围")
    d.save(OUT / "丘婉汀_信用研究_简历.docx")


def adeyemo():
    d = Document()
    sec = d.sections[0]
    hp = sec.header.paragraphs[0]
    hp.text = "Oluwafemi Adeyemo ACCA — Curriculum Vitae"
    d.add_paragraph("Audit Senior | ACCA | Manchester, UK | femi.adeyemo.acca@outlook.com | +44 7700 918 342")
    d.add_heading("Profile", level=1)
    d.add_paragraph(
        "Audit senior with seven years at a mid-tier accounting firm, running statutory audits of "
        "owner-managed and private-equity-backed businesses in logistics, retail and manufacturing. "
        "Comfortable leading teams of three to five on site and presenting findings to audit committees.")
    d.add_heading("Experience", level=1)
    d.add_heading("BDO LLP, Manchester", level=2)
    d.add_paragraph("Audit Senior, Audit & Assurance — October 2022 to present")
    for s in [
        "Run fieldwork on 12–15 statutory audits a year (turnover £20m–£400m), including group audits with overseas components.",
        "Audit clients included Kuehne+Nagel Ltd's UK contract-logistics entity and several Worldpay-acquired merchants in the leisure sector.",
        "Use CaseWare and IDEA for journal testing; coach two associates through their ACCA papers.",
    ]:
        d.add_paragraph(s, style="List Bullet")
    d.add_paragraph("Audit Associate (graduate scheme) — September 2019 to September 2022")
    for s in [
        "Tested revenue, inventory and payroll cycles; drafted management letters.",
    ]:
        d.add_paragraph(s, style="List Bullet")
    d.add_heading("DHL Supply Chain, Milton Keynes", level=2)
    d.add_paragraph("Finance Intern (summer placement) — June 2018 to August 2018")
    d.add_paragraph("Reconciled inter-company charges for the UK retail warehousing contracts and prepared month-end accrual schedules.", style="List Bullet")
    d.add_heading("Education", level=1)
    d.add_paragraph("The University of Manchester — BSc Accounting and Finance, First Class Honours, 2016–2019")
    d.add_heading("Qualifications", level=1)
    d.add_paragraph("ACCA — admitted as member, 2023")
    d.add_heading("Skills", level=1)
    d.add_paragraph("CaseWare, IDEA, Excel (advanced), Power BI, SQL, Alteryx, Python (basic)")
    d.save(OUT / "cv_audit_senior_2026.docx")


if __name__ == "__main__":
    qiu_wanting()
    adeyemo()
