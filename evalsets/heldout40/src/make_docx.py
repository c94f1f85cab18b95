"""Builds the two DOCX CVs in ../cvs/."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def table(doc, rows, header=None):
    n = len(rows[0])
    t = doc.add_table(rows=0, cols=n)
    t.style = "Table Grid"
    if header:
        cells = t.add_row().cells
        for c, h in zip(cells, header):
            c.text = h
            for r in c.paragraphs[0].runs:
                r.bold = True
    for row in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    return t


# ---------- 郝振峰, old Chinese CV (2021), tables ----------
d = Document()
st = d.styles["Normal"]
st.font.name = "SimSun"
st.font.size = Pt(10.5)
h = d.add_heading("个人简历", level=0)
h.alignment = WD_ALIGN_PARAGRAPH.CENTER
table(d, [
    ["姓名", "郝振峰", "性别", "男"],
    ["出生年月", "1995年3月", "现居地", "杭州"],
    ["电话", "186-5718-2093", "邮箱", "haozf_android@qq.com"],
    ["求职意向", "Android 开发工程师（游戏方向）", "更新日期", "2021年6月"],
])
d.add_heading("教育背景", level=1)
table(d, [["2013.09–2017.06", "西安电子科技大学", "软件工程", "本科"]],
      header=["时间", "学校", "专业", "学历"])
d.add_heading("工作经历", level=1)
table(d, [
    ["2017.07–至今", "网易游戏（杭州）", "Android开发工程师"],
    ["2016.07–2016.09", "腾讯 天美工作室群", "Android开发实习生"],
], header=["时间", "公司", "职位"])
d.add_heading("项目经历", level=1)
d.add_paragraph("《荒野行动》Android 客户端（网易游戏）：使用 Kotlin 与 Java 开发游戏内社交与支付模块，通过 JNI 打通 C++ 引擎层与 Android 原生层，将冷启动时间降低 30%。")
d.add_paragraph("渠道 SDK 接入：负责华为、小米、OPPO 等安卓渠道 SDK 的接入与上架适配。")
d.add_paragraph("天美实习：参与手游 Android 端崩溃监控工具开发，使用 Java 编写 ANR 采集模块。")
d.add_heading("专业技能", level=1)
table(d, [
    ["编程语言", "Java、Kotlin、C++"],
    ["Android", "JNI/NDK、Gradle 插件、性能优化、Unity Android 插件"],
    ["其他", "Git、Jenkins、Lua"],
])
d.save(os.path.join(OUT, "郝振峰_简历_2021.docx"))

# ---------- Renata Szabo, English CV; name only in the footer ----------
d = Document()
st = d.styles["Normal"]
st.font.name = "Calibri"
st.font.size = Pt(10.5)
footer = d.sections[0].footer.paragraphs[0]
footer.text = "Renata Szabo – Curriculum Vitae – page 1"
p = d.add_paragraph()
r = p.add_run("SENIOR SUPPLY CHAIN ANALYST")
r.bold = True
r.font.size = Pt(16)
d.add_paragraph("Luxembourg · +352 621 448 903 · renata.szabo.scm@outlook.com · linkedin.com/in/rszabo-scm")
d.add_heading("Profile", level=1)
d.add_paragraph(
    "Supply chain analyst with eight years in demand planning and network analytics across "
    "FMCG and e-commerce. I turn messy order and inventory data into forecasts and "
    "replenishment policies that operations teams actually use.")
d.add_heading("Experience", level=1)
table(d, [
    ["06/2022 - today", "Amazon – EU Fulfillment, Luxembourg", "Senior Supply Chain Analyst"],
    ["09/2018 – 05/2022", "Unilever, Leatherhead (UK)", "Supply Chain Analyst"],
    ["Summer 2017", "Procter & Gamble, Newcastle (UK)", "Supply Chain Intern"],
], header=["Dates", "Company", "Role"])
d.add_paragraph("Amazon: Own the inbound capacity forecast for 14 EU fulfilment centres; built SQL and Python (pandas) models that cut forecast error (WMAPE) from 24% to 15%. Mentor two junior analysts and run the weekly S&OP review with regional operations managers.", style="List Bullet")
d.add_paragraph("Unilever: Demand planning for the personal-care portfolio in SAP APO; built Tableau dashboards for safety-stock monitoring used by 40 planners; led a working-capital project that released €6M of inventory.", style="List Bullet")
d.add_paragraph("Procter & Gamble: Summer placement in the Newcastle plant's logistics team; analysed warehouse slotting in Excel/VBA.", style="List Bullet")
d.add_heading("Education", level=1)
table(d, [
    ["10/2023 – (expected 2027)", "University of Warwick – Warwick Business School", "Part-time online MBA (in progress)"],
    ["2017 – 2018", "Lancaster University", "MSc Operational Research"],
    ["2014 – 2017", "Aston University", "BSc Logistics and Supply Chain Management"],
], header=["Dates", "Institution", "Degree"])
d.add_heading("Certifications", level=1)
d.add_paragraph("APICS CPIM (2020); Lean Six Sigma Green Belt (2019); Google Data Analytics Professional Certificate (2021)")
d.add_heading("Skills", level=1)
d.add_paragraph("SQL, Python (pandas), Tableau, SAP APO, Excel/VBA, R, Kinaxis RapidResponse, Power BI")
d.add_paragraph("Languages: Hungarian (native), English (fluent), French (B1)")
d.save(os.path.join(OUT, "cv_supply_chain_2026.docx"))
