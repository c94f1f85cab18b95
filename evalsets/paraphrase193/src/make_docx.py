"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def qiu_wanyue():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
    p = d.add_paragraph(); r = p.add_run("仇婉玥 · 个人简历"); r.bold = True; r.font.size = Pt(18)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
    cells = [("性别", "女", "出生年月", "1990.05"),
             ("手机", "186 2731 5590", "邮箱", "qiuwanyue_hr@foxmail.com"),
             ("现居地", "上海 浦东新区", "求职意向", "HRBP / 人力资源业务伙伴")]
    for i, row in enumerate(cells):
        for j, v in enumerate(row):
            t.cell(i, j).text = v
    d.add_heading("教育背景", level=2)
    t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
    for j, v in enumerate(["时间", "学校", "专业", "学历"]):
        t.cell(0, j).text = v
    for j, v in enumerate(["2008.09-2012.06", "华中科技大学", "人力资源管理", "本科 / 管理学学士"]):
        t.cell(1, j).text = v
    d.add_heading("工作经历", level=2)
    t = d.add_table(rows=3, cols=3); t.style = "Table Grid"
    for j, v in enumerate(["时间", "公司", "职位"]):
        t.cell(0, j).text = v
    for j, v in enumerate(["2019年3月 - 至今", "上海海思技术有限公司（华为海思半导体）", "HRBP（芯片研发体系）"]):
        t.cell(1, j).text = v
    for j, v in enumerate(["2012年7月 - 2019年2月", "携程计算机技术（上海）有限公司", "招聘专员 → 人力资源主管"]):
        t.cell(2, j).text = v
    d.add_paragraph("海思：支撑 SoC 数字前端与模拟设计两个部门约 600 人的 HR 工作，覆盖组织诊断、干部评议、年度绩效校准与校招名额规划；"
                    "2021-2023 年牵头芯片验证岗位的人才盘点，关键岗位流失率由 11% 降至 6%。")
    d.add_paragraph("携程：负责技术中心社招与校招，年均完成 120+ 研发岗位招聘；2016 年起主管员工关系与薪酬核算。")
    d.add_heading("证书与培训", level=2)
    d.add_paragraph("国家一级人力资源管理师（2020）")
    d.add_paragraph("DDI 目标选才（Targeted Selection）认证面试官")
    d.add_heading("技能", level=2)
    d.add_paragraph("SAP SuccessFactors、北森、Excel（数据透视表、VLOOKUP）、Power BI；英语 CET-6")
    d.save(os.path.join(OUT, "仇婉玥_HRBP简历.docx"))

def ji_shanshan():
    d = Document()
    d.add_heading("Shanshan Ji", level=0)
    d.add_paragraph("FP&A Analyst | ACCA | Hangzhou, China | shanshan.ji.fin@outlook.com | +86 139 5817 2260")
    d.add_heading("Professional Experience", level=1)
    d.add_heading("Leapmotor (Zhejiang Leapmotor Technology Co., Ltd.) — FP&A Analyst", level=2)
    d.add_paragraph("03/2022 - today")
    for b in ["Own the monthly rolling forecast for the C-series vehicle programmes, reconciling plant cost centres with the group budget.",
              "Built the BOM cost-variance model in Excel and Power BI that finance and procurement now use to track battery-pack cost per kWh.",
              "Partner with the sales-region controllers on dealer incentive accruals and quarterly board pack commentary."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("KPMG Huazhen LLP, Hangzhou office — Audit Associate", level=2)
    d.add_paragraph("09/2019 - 02/2022")
    for b in ["Statutory and IPO audits for manufacturing and consumer clients; led inventory counts and revenue cut-off testing.",
              "Promoted from Audit Associate I to Audit Associate II in October 2020."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education", level=1)
    t = d.add_table(rows=3, cols=3); t.style = "Table Grid"
    rows = [("Programme", "Institution", "Dates"),
            ("MSc Professional Accountancy (online, part-time, in progress)", "University of London", "2024 - present"),
            ("BA Accounting", "Zhejiang University City College", "2015 - 2019")]
    for i, row in enumerate(rows):
        for j, v in enumerate(row):
            t.cell(i, j).text = v
    d.add_heading("Certifications", level=1)
    d.add_paragraph("ACCA member (2023)")
    d.add_heading("Tools", level=1)
    d.add_paragraph("Excel (advanced), Power BI, SAP FICO, Python (pandas, for forecasting scripts)")
    d.save(os.path.join(OUT, "Shanshan_Ji_FPA.docx"))

qiu_wanyue(); ji_shanshan()
