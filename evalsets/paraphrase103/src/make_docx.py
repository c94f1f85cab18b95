"""Builds the two DOCX CVs of paraphrase103 into ../cvs/."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

# ---------- 1) Zhan Jiashuo, new CV (Chinese, plain paragraphs) ----------
d = Document()
st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
p = d.add_paragraph(); r = p.add_run("湛嘉朔"); r.bold = True; r.font.size = Pt(20)
d.add_paragraph("男 | 手机：186-2077-5193 | 邮箱：zhanjiashuo@126.com | 上海市闵行区")
d.add_paragraph("个人概述：14年工业机器人行业销售经验，其中近10年专注渠道体系建设，熟悉汽车零部件、锂电、光伏行业集成商生态。")
p = d.add_paragraph(); p.add_run("工作经历").bold = True
p = d.add_paragraph(); p.add_run("南京埃斯顿自动化股份有限公司（埃斯顿机器人）    2022.01–至今").bold = True
d.add_paragraph("渠道销售总监（2024.07–至今）：负责华东、华中两大区渠道，管理渠道团队11人，2025年渠道出货量同比增长41%。")
d.add_paragraph("渠道销售经理（2022.01–2024.06）：从零搭建长三角集成商网络，签约一级渠道伙伴17家。")
d.add_paragraph("推动与阿里云 IoT 平台的生态合作，打通机器人设备上云的联合解决方案，用于渠道伙伴的售前演示。")
p = d.add_paragraph(); p.add_run("库卡机器人（上海）有限公司    渠道经理（华东区）    2016.07–2021.12").bold = True
d.add_paragraph("负责华东区系统集成商渠道的开发与管理，签约并维护23家集成商；制定经销商分级与返利政策。")
p = d.add_paragraph(); p.add_run("ABB（中国）有限公司 机器人事业部    销售工程师    2012.07–2016.06").bold = True
d.add_paragraph("面向汽车零部件及3C客户的焊接、搬运机器人直销，累计签单超过260台。")
p = d.add_paragraph(); p.add_run("教育背景").bold = True
d.add_paragraph("上海交通大学 安泰经济与管理学院    工商管理硕士（MBA，在职）    2019.09–2022.06")
d.add_paragraph("华南理工大学    机械工程及自动化    工学学士    2008.09–2012.06")
p = d.add_paragraph(); p.add_run("技能").bold = True
d.add_paragraph("Salesforce CRM、SAP SD 下单流程；熟练使用 Excel（含 VBA 宏）、PowerPoint；英语 CET-6，可作为工作语言。")
d.save(os.path.join(OUT, "湛嘉朔-渠道销售总监-2026.docx"))

# ---------- 2) Jiahui Ouyang (English, experience in a table) ----------
d = Document()
d.styles["Normal"].font.name = "Calibri"; d.styles["Normal"].font.size = Pt(10.5)
h = d.add_paragraph(); r = h.add_run("JIAHUI OUYANG"); r.bold = True; r.font.size = Pt(18)
h.alignment = WD_ALIGN_PARAGRAPH.CENTER
p = d.add_paragraph("Senior Treaty Underwriter, Property & Specialty | Zurich, Switzerland | +41 79 554 2083 | jh.ouyang@outlook.com")
p.alignment = WD_ALIGN_PARAGRAPH.CENTER
d.add_heading("Professional Experience", level=1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, txt in zip(t.rows[0].cells, ["Employer", "Location", "Role", "Dates"]):
    c.text = txt
rows = [
    ("Swiss Re", "Zurich", "Senior Treaty Underwriter, Property & Specialty (Asia)", "Jan 2021 – Present"),
    ("Swiss Re, Beijing Branch", "Beijing", "Treaty Underwriter, Property", "Sep 2014 – Dec 2020"),
    ("PricewaterhouseCoopers (PwC) China", "Shanghai", "Associate, Actuarial Services (full-time)", "Sep 2012 – Aug 2014"),
]
for row in rows:
    cells = t.add_row().cells
    for c, txt in zip(cells, row):
        c.text = txt
d.add_paragraph()
d.add_paragraph("Swiss Re – key contributions", style="Heading 2")
for b in [
    "Lead underwriter for property catastrophe and per-risk treaties of 14 cedents in Greater China and South-East Asia, with an annual premium volume of USD 310m.",
    "Built Excel VBA rating tools for per-risk excess-of-loss pricing that replaced manual spreadsheets across the Asia property team.",
    "Use Python (pandas) to post-process catastrophe model output for typhoon and flood accumulation control.",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("PwC – key contributions", style="Heading 2")
d.add_paragraph("Reserving reviews and IFRS 4 reporting support for non-life insurance audit clients.", style="List Bullet")
d.add_heading("Education", level=1)
d.add_paragraph("B.Sc. in Mathematics and Applied Mathematics, Zhejiang University, Hangzhou, 2008 – 2012")
d.add_heading("Professional Activities & Certifications", level=1)
for b in [
    "Referee, ASTIN Bulletin (since 2022)",
    "ACII, Chartered Insurance Institute (2017)",
    "Microsoft Office Specialist: Excel Expert (2019)",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Languages", level=1)
d.add_paragraph("Mandarin (native), English (fluent), German (B2)")
d.save(os.path.join(OUT, "Jiahui_Ouyang_Underwriter.docx"))
print("ok")
