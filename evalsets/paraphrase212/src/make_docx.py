"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from pathlib import Path
OUT = Path(__file__).resolve().parent.parent / "cvs"

# --- Joanne Zeng Yuhan: English DOCX, headings + bullets
d = Document()
d.add_heading("ZENG Yuhan (Joanne)", 0)
d.add_paragraph("Senior Tax Manager | Shanghai | +86 139 1650 2277 | joanne.zeng.tax@gmail.com")
d.add_heading("Professional Experience", 1)
d.add_heading("Philips (China) Investment Co., Ltd. — Royal Philips, Greater China Tax", 2)
d.add_paragraph("Senior Tax Manager, Jan 2023 – Present; Tax Manager, Mar 2020 – Dec 2022")
for b in [
    "Lead corporate income tax and transfer-pricing compliance for 9 Philips legal entities in Greater China, including the annual related-party filings and master/local files.",
    "Coordinated the tax workstream of the 2021 carve-out of the domestic-appliances business; built the Power BI tax-provision dashboard used by the regional CFO.",
    "Run the VAT e-invoicing (Golden Tax IV) readiness project with IT and shared services.",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Ernst & Young (China) Advisory Limited / 安永华明会计师事务所, Shanghai", 2)
d.add_paragraph("Tax Consultant → Senior Tax Consultant → Assistant Manager, International Tax Services | 09/2014 – 02/2020")
for b in [
    "Advised consumer-products and industrial clients on cross-border restructuring, withholding tax and PE risk; clients included Anta Sports and several European machinery groups.",
    "Prepared transfer-pricing contemporaneous documentation and handled tax audits with the Shanghai tax bureau.",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("Sun Yat-sen University, Lingnan (University) College — Bachelor of Management in Accounting, 2010 – 2014, Guangzhou")
d.add_heading("Qualifications", 1)
d.add_paragraph("ACCA Member (since 2018); China Certified Tax Agent (CTA, 2016)")
d.add_paragraph("Languages: Mandarin, Cantonese (native), English (fluent)")
d.save(OUT / "Joanne_Zeng_Tax_Manager.docx")

# --- 冼浩明 old CV (2021): Chinese DOCX with tables
d = Document()
d.add_heading("个人简历", 0)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
cells = [("姓名", "冼浩明", "出生年月", "1990年3月"),
         ("电话", "136-0275-8841", "邮箱", "xianhm_sz@126.com"),
         ("现工作单位", "深圳市发展和改革委员会", "更新日期", "2021年5月")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("教育背景", 1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
for r, row in enumerate([("时间", "学校", "专业", "学位"),
                         ("2016.09–2019.06", "中山大学（在职）", "公共管理", "公共管理硕士（MPA）"),
                         ("2008.09–2012.06", "武汉大学", "经济学", "经济学学士")]):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("工作经历", 1)
t = d.add_table(rows=4, cols=3); t.style = "Table Grid"
for r, row in enumerate([("时间", "单位", "职务"),
                         ("2019.01–至今", "深圳市发展和改革委员会 产业发展处", "主任科员"),
                         ("2015.07–2018.12", "深圳市发展和改革委员会 综合规划处", "副主任科员"),
                         ("2012.07–2015.06", "深圳市发展和改革委员会 办公室", "科员")]):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("主要工作", 1)
for b in [
    "参与起草深圳市战略性新兴产业发展“十四五”规划，负责数字经济章节。",
    "2019年 牵头营商环境第三方评估项目，委托安永（EY）开展企业满意度调查与对标分析。",
    "负责产业专项资金项目的立项审核与绩效评价，年度评审项目逾 200 项。",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("荣誉", 1)
d.add_paragraph("2018年 深圳市优秀公务员")
d.save(OUT / "冼浩明_简历_2021.docx")
print("ok")
