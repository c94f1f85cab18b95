"""Build the two DOCX CVs of heldout55 (python-docx)."""
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn

def set_font(doc, latin, east):
    st = doc.styles["Normal"]
    st.font.name = latin
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), east)

def table(doc, rows, widths=None, style="Table Grid"):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = style
    for i, row in enumerate(rows):
        for j, val in enumerate(row):
            cell = t.cell(i, j)
            cell.text = val
            if i == 0:
                for r in cell.paragraphs[0].runs:
                    r.bold = True
    return t

# ---------------- 常浩楠（中文，表格） ----------------
doc = Document()
set_font(doc, "Calibri", "SimSun")
h = doc.add_paragraph()
h.alignment = WD_ALIGN_PARAGRAPH.CENTER
r = h.add_run("个人简历")
r.bold = True; r.font.size = Pt(18)
table(doc, [
    ["姓名", "常浩楠", "性别", "男"],
    ["出生年月", "1997.03", "现居地", "广东深圳"],
    ["电话", "159 1370 2286", "邮箱", "changhn_hw@qq.com"],
    ["求职意向", "硬件工程师 / 硬件组长（无人机、机器人方向）", "期望城市", "深圳"],
])
doc.add_paragraph()
doc.add_heading("教育背景", level=2)
table(doc, [
    ["时间", "学校", "专业", "学历"],
    ["2024.09-至今", "深圳大学", "电子信息（非全日制）", "硕士在读"],
    ["2015.09-2019.06", "电子科技大学成都学院", "电子信息工程", "本科"],
])
doc.add_heading("工作经历", level=2)
table(doc, [
    ["时间", "公司", "职位"],
    ["2022.04-至今", "深圳市大疆创新科技有限公司（DJI）", "高级硬件工程师 / 飞控硬件小组组长"],
    ["2019.07-2022.03", "深圳市大疆创新科技有限公司（DJI）", "硬件工程师"],
    ["2018.07-2018.09", "小米通讯技术有限公司", "硬件实习生（手机主板组）"],
])
doc.add_paragraph()
for txt in [
    "大疆 · 高级硬件工程师 / 飞控硬件小组组长（2022.04-至今）",
    "• 带领 4 人硬件小组，负责消费级航拍无人机飞控板与电调板的原理图设计和 PCB Layout（10 层 HDI，Altium Designer），主导 3 个型号从 EVT 到量产。",
    "• 与华为海思团队联合调试图传芯片的高速接口，完成 SI/PI 仿真（HyperLynx）与 EMC 整改，一次通过 CE/FCC 认证。",
    "大疆 · 硬件工程师（2019.07-2022.03）",
    "• 负责云台相机电源板与 IMU 板的 PCB 设计；推动板级降本 12%。",
    "小米 · 硬件实习生（2018.07-2018.09）",
    "• 协助手机主板的信号完整性测试与 BOM 整理。",
]:
    doc.add_paragraph(txt)
doc.add_heading("专业技能", level=2)
table(doc, [
    ["类别", "内容"],
    ["EDA 工具", "Altium Designer、Cadence Allegro、HyperLynx"],
    ["硬件设计", "高速 PCB Layout、电源设计、EMC 整改、DFM"],
    ["其他", "STM32 调试、示波器 / 频谱仪、C 语言"],
])
doc.add_heading("荣誉奖项", level=2)
doc.add_paragraph("2018 年 全国大学生电子设计竞赛 四川赛区一等奖")
doc.add_paragraph("2023 年 大疆年度优秀员工")
doc.save("../cvs/常浩楠-硬件工程师-简历.docx")

# ---------------- Theresa Lindholm (English) ----------------
doc = Document()
set_font(doc, "Calibri", "SimSun")
p = doc.add_paragraph(); r = p.add_run("THERESA LINDHOLM"); r.bold = True; r.font.size = Pt(20)
r.font.color.rgb = RGBColor(0x22, 0x3A, 0x5E)
doc.add_paragraph("Dublin, Ireland  |  theresa.lindholm@protonmail.com  |  +353 87 416 2209  |  linkedin.com/in/tlindholm")
doc.add_heading("Profile", level=1)
doc.add_paragraph(
    "Trust & Safety leader with over eleven years in content moderation and policy enforcement at large social "
    "platforms. I currently run a team of 14 moderators and quality analysts covering hate speech, violent "
    "extremism and child-safety escalations for English-speaking markets in EMEA. Comfortable building "
    "enforcement guidelines from scratch, defining quality metrics and working with legal teams on DSA "
    "transparency reporting.")
doc.add_heading("Experience", level=1)
jobs = [
    ("TikTok — Trust & Safety, EMEA", "Trust & Safety Manager", "09/2022 – today", [
        "Manage 14 direct and indirect reports (2 team leads, 12 moderators and quality analysts); hired 9 of them.",
        "Own the escalation workflow for violent extremism in English-language markets; reduced time-to-action on priority reports from 26 h to 7 h.",
        "Wrote the team's DSA transparency-report inputs together with Legal and the Policy team.",
    ]),
    ("Meta (Facebook), Dublin", "Content Policy Analyst", "02/2018 – 08/2022", [
        "Drafted and maintained enforcement guidelines for the hate speech and dangerous organisations policies.",
        "Analysed enforcement accuracy with SQL (Presto) and built weekly quality dashboards in an internal BI tool.",
    ]),
    ("Accenture, Dublin", "Content Review Specialist (client: Facebook)", "06/2015 – 01/2018", [
        "Reviewed reported content against client policies; promoted to Subject Matter Expert for graphic violence in 2016.",
        "Trained new reviewers on the graphic-violence queue.",
    ]),
]
for org, title, dates, bullets in jobs:
    p = doc.add_paragraph(); r = p.add_run(org); r.bold = True
    p.add_run("\t" + dates)
    p = doc.add_paragraph(); r = p.add_run(title); r.italic = True
    for b in bullets:
        doc.add_paragraph(b, style="List Bullet")
doc.add_heading("Education", level=1)
doc.add_paragraph("MA in Digital Media and Society (online, part-time) — Dublin City University, 2019 – 2021, discontinued after first year")
doc.add_paragraph("BA (Mod.) in Law and Political Science — Trinity College Dublin, 2011 – 2015")
doc.add_heading("Certifications & Talks", level=1)
doc.add_paragraph("TSPA Trust & Safety Fundamentals certificate (2021)")
doc.add_paragraph("Speaker, TrustCon 2024 (San Francisco): \"Scaling extremism escalations across languages\"")
doc.add_heading("Skills", level=1)
doc.add_paragraph("Policy writing · Content moderation operations · Quality assurance · SQL · Workforce planning · People management · Swedish (native), English (fluent), German (B1)")
doc.save("../cvs/Theresa_Lindholm_CV.docx")
