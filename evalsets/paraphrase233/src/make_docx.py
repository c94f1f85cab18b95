"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

# ---------- C: Ifeyinwa Ezeilo (English) ----------
d = Document()
d.add_heading("Ifeyinwa Ezeilo", 0)
d.add_paragraph("London, United Kingdom | ifeyinwa.ezeilo@gmail.com | +44 7911 402 615 | linkedin.com/in/iezeilo")
d.add_heading("Professional Experience", 1)
d.add_paragraph("CVC Capital Partners — London", style=None).runs[0].bold = True
d.add_paragraph("Investment Analyst, M&A / Private Equity (Consumer & Healthcare) | Aug 2022 – Present")
for b in [
    "Run buy-side M&A processes for platform acquisitions and bolt-ons: LBO models, debt sizing, returns analysis and investment committee papers for three closed deals with a combined enterprise value of EUR 2.1bn.",
    "Coordinate commercial, financial and legal due diligence advisers and build the 100-day value-creation plan with portfolio-company management after closing.",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("Evercore — London").runs[0].bold = True
d.add_paragraph("Investment Banking Analyst, M&A Advisory | Jul 2020 – Jun 2022")
for b in [
    "Executed sell-side and buy-side mandates in TMT and consumer; built merger models, accretion/dilution and fairness-opinion valuation materials.",
    "Deal team member advising Tencent on its minority investment in a European games studio (client engagement).",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("Goldman Sachs — London").runs[0].bold = True
d.add_paragraph("Summer Analyst, Investment Banking Division | summer 2019")
d.add_paragraph("Ten-week summer internship in the Natural Resources coverage group; prepared trading comparables and pitch books.", style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("London School of Economics and Political Science (LSE) — BSc Economics, First Class Honours | 2017 – 2020")
d.add_heading("Skills & Certifications", 1)
d.add_paragraph("Financial modelling (Excel, VBA), Capital IQ, PitchBook, FactSet")
d.add_paragraph("SQL and Python (university coursework only)")
d.add_paragraph("CFA Level II candidate (exam sitting May 2027)")
d.add_paragraph("Languages: English (native), Igbo (native), French (professional)")
d.save(os.path.join(OUT, "Ezeilo_Ifeyinwa_Resume_2026.docx"))

# ---------- D: 厍雅岚 (Chinese, tables) ----------
d = Document()
d.add_heading("个人简历", 0)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
cells = [("姓名", "厍雅岚", "性别", "女"), ("手机", "159-8826-3170", "邮箱", "sheyalan@163.com"), ("现居地", "杭州", "求职意向", "临床数据管理经理 / 数据管理负责人")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("教育背景", 1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
rows = [("时间", "学校", "专业", "学历"),
        ("2023.09–至今", "浙江大学 公共卫生学院", "公共卫生（MPH，非全日制）", "硕士在读"),
        ("2011.09–2015.06", "中国药科大学", "临床药学", "本科 / 理学学士")]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("工作经历", 1)
t = d.add_table(rows=4, cols=3); t.style = "Table Grid"
rows = [("时间", "公司", "职位"),
        ("2021.01–至今", "杭州泰格医药科技股份有限公司（Tigermed）", "临床数据经理"),
        ("2018.03–2020.12", "杭州泰格医药科技股份有限公司（Tigermed）", "临床数据专员"),
        ("2015.07–2018.02", "无锡药明康德新药开发股份有限公司（WuXi AppTec）", "数据管理员")]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_paragraph("主要职责与业绩：")
for b in [
    "负责 II/III 期肿瘤与心血管临床试验的数据管理全流程，独立撰写数据管理计划（DMP）、CRF 填写指南和数据核查计划，累计锁库 14 个项目。",
    "使用 SAS 和 SQL 编写逻辑核查与数据清理程序，将每轮数据清理周期由 10 个工作日缩短到 6 个工作日。",
    "在 Medidata Rave 与 OpenClinica 中完成 EDC 建库与 UAT 测试，带领 5 人数据管理小组。",
    "药明康德期间负责 I 期临床研究的双录入核对、医学编码（MedDRA、WHODrug）及质疑管理。",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("论文与证书", 1)
d.add_paragraph("厍雅岚（第一作者），周启航，陆敏. 基于风险的临床试验数据核查策略在多中心肿瘤研究中的应用. 中国新药杂志, 2022, 31(14).")
d.add_paragraph("2019 年 DIA 中国年会 志愿者；CCDM 临床数据管理认证（2020）")
d.save(os.path.join(OUT, "厍雅岚-临床数据管理-简历.docx"))
