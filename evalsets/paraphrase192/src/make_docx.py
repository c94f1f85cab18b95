"""Build the two DOCX CVs (run with src/.venv/bin/python)."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = "../cvs/"

# ---------------- 柴晓棠 (Chinese, tables) ----------------
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
h = d.add_heading("柴晓棠 · 个人简历", level=0)
d.add_paragraph("手机：139-1762-0488 ｜ 邮箱：chai.xiaotang@163.com ｜ 上海市静安区")
d.add_paragraph("求职方向：品牌经理 / 高级品牌经理（快消、营养健康）")

d.add_heading("教育背景", level=1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, s in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]):
    c.text = s
for row in [("2025.09 – 今", "中欧国际工商学院（CEIBS）", "MBA（在职，周末班）", "硕士在读"),
            ("2013.09 – 2017.06", "浙江大学", "管理学院 市场营销", "本科 / 管理学学士")]:
    cells = t.add_row().cells
    for c, s in zip(cells, row):
        c.text = s

d.add_heading("工作经历", level=1)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
for c, s in zip(t.rows[0].cells, ["时间", "公司", "职位"]):
    c.text = s
for row in [("2022.07 – 至今", "雀巢健康科学（Nestlé Health Science）上海", "品牌经理（自然之宝 Nature's Bounty）"),
            ("2020.03 – 2022.06", "雀巢健康科学（Nestlé Health Science）上海", "助理品牌经理"),
            ("2017.07 – 2020.02", "玛氏箭牌（Mars Wrigley）中国", "市场部管理培训生 → 品牌专员")]:
    cells = t.add_row().cells
    for c, s in zip(cells, row):
        c.text = s
d.add_paragraph("雀巢健康科学：")
for b in ["负责自然之宝在天猫、京东及线下母婴渠道的品牌年度计划，年预算约 6000 万元，2024 年品牌零售额同比增长 27%；",
          "主导“益生菌 + 维生素”新品上市，从消费者洞察、包装到 KOL 投放全流程；",
          "自己写 SQL 从公司数据仓库和尼尔森零售数据中取数，搭建周度品牌健康度看板，替代外部代理的月报。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("玛氏箭牌：")
for b in ["轮岗销售与市场部，负责德芙节日礼盒的渠道陈列与促销执行；",
          "2019 年转岗品牌专员，支持益达口香糖年轻化传播项目。"]:
    d.add_paragraph(b, style="List Bullet")

d.add_heading("荣誉与其他", level=1)
for b in ["2016 年 强生（中国）校园营销大赛 全国十强（学生竞赛）",
          "2023 年 雀巢大中华区“年度品牌创新奖”",
          "语言：英语（雅思 7.5）"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("技能", level=1)
d.add_paragraph("品牌策划、消费者调研、SQL、Excel / Power BI、Adobe Illustrator")
d.save(OUT + "柴晓棠_品牌经理_简历.docx")

# ---------------- Siobhan Garrahy (English; name only in header) ----------------
d = Document()
d.styles["Normal"].font.name = "Calibri"; d.styles["Normal"].font.size = Pt(10.5)
hdr = d.sections[0].header.paragraphs[0]
hdr.text = "Siobhan Garrahy  |  Curriculum Vitae"
hdr.alignment = WD_ALIGN_PARAGRAPH.RIGHT
d.add_paragraph("Senior Quality Engineer – Medical Devices").runs[0].bold = True
d.add_paragraph("Galway, Ireland · +353 87 441 2093 · siobhan.garrahy@gmail.com")
d.add_heading("Profile", level=1)
d.add_paragraph("Quality engineer with nine years in Class II/III medical devices (orthopaedic implants and "
                "cardiovascular catheters): CAPA, complaint investigation, process validation and supplier quality "
                "under ISO 13485 and 21 CFR 820.")
d.add_heading("Experience", level=1)
p = d.add_paragraph(); r = p.add_run("Medtronic — Galway (Cardiovascular Portfolio)"); r.bold = True
d.add_paragraph("Senior Quality Engineer, 09/2020 – today")
for b in ["Own CAPA and non-conformance process for the coronary catheter line; cut median CAPA closure time from 94 to 51 days.",
          "Lead process validation (IQ/OQ/PQ) for two new balloon-forming lines using Minitab capability studies.",
          "Lead auditor for 14 supplier audits a year."]:
    d.add_paragraph(b, style="List Bullet")
p = d.add_paragraph(); r = p.add_run("Stryker — Cork (Orthopaedics / Joint Replacement)"); r.bold = True
d.add_paragraph("Quality Engineer, 06/2017 – 08/2020")
for b in ["Complaint investigation and trending for knee implants; benchmarked complaint rates against DePuy Synthes (Johnson & Johnson MedTech) public MAUDE data.",
          "Wrote PFMEAs for the machining cell and supported the 2019 notified-body audit with zero major findings."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", level=1)
t = d.add_table(rows=0, cols=3); t.style = "Table Grid"
for row in [("2013 – 2017", "University of Limerick", "BEng Biomedical Engineering, First Class Honours"),
            ("2022 – 2023", "The Open University (part-time, online)", "MBA – Stage 1 completed; programme discontinued, not finished")]:
    cells = t.add_row().cells
    for c, s in zip(cells, row):
        c.text = s
d.add_heading("Certifications & skills", level=1)
d.add_paragraph("ASQ Certified Quality Engineer (CQE), 2019")
d.add_paragraph("ISO 13485, 21 CFR 820, ISO 14971, CAPA, PFMEA, Minitab, SolidWorks, SQL, Python (basic)")
d.save(OUT + "CV_QE_2026.docx")
print("ok")
