"""Builds the two DOCX CVs into ../cvs."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

# ---- 费芷宁: Chinese DOCX, paragraphs only ----
d = Document()
st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")
d.add_heading("费芷宁", level=0)
d.add_paragraph("电话：139 2875 6104 ｜ 邮箱：feizhining_buyer@163.com ｜ 现居：广州")
d.add_paragraph("求职意向：服装买手 / 商品企划")
d.add_heading("工作经历", level=1)
p = d.add_paragraph(); p.add_run("2020/7-至今　SHEIN（希音）　女装事业部　高级买手").bold = True
d.add_paragraph("2020/7-2022/12 任买手，2023/1 起任高级买手，负责女装针织与毛衫品类。")
d.add_paragraph("负责针织品类的选款、比价与下单，年采购额约 3 亿元，管理 40 余家广州、东莞供应商；每周用 SQL 从数据仓库拉取各 SKU 的售罄率、退货率和毛利，据此决定返单与清仓节奏。")
d.add_paragraph("与设计、企划团队共同制定季度上新计划，2024 年秋冬针织品类售罄率提升 9 个百分点。")
p = d.add_paragraph(); p.add_run("2017/7-2020/6　优衣库（迅销（中国）商贸有限公司）　商品部　买手助理").bold = True
d.add_paragraph("协助男装 T 恤与 UT 联名系列的订货与补货，用 Excel 跟踪门店周销与库存周转；参与供应商验厂与面料测试。")
d.add_heading("教育背景", level=1)
d.add_paragraph("2013/9-2017/6　东华大学　服装设计与工程　工学学士")
d.add_heading("技能与证书", level=1)
d.add_paragraph("SQL、Excel（数据透视、VLOOKUP）、Tableau、面料与工艺知识；英语 CET-6")
d.add_paragraph("2019 年 中国国际服装服饰博览会（CHIC）观众志愿者")
d.save(os.path.join(OUT, "费芷宁_买手简历.docx"))

# ---- Linxi Ye: English DOCX with tables ----
d = Document()
d.add_heading("LINXI YE", level=0)
d.add_paragraph("linxi.ye@fudan-alumni.org | +86 186 2103 7748 | Shanghai / London")
d.add_heading("Education", level=1)
t = d.add_table(rows=3, cols=3); t.style = "Table Grid"
rows = [("Institution", "Degree", "Dates"),
        ("London School of Economics and Political Science", "MSc Finance (in progress)", "Sep 2026 – Jul 2027 (expected)"),
        ("Fudan University", "B.A. Economics, GPA 3.74/4.0", "Sep 2022 – Jun 2026")]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("Experience", level=1)
t = d.add_table(rows=3, cols=3); t.style = "Table Grid"
rows = [("Organisation", "Role", "Dates"),
        ("McKinsey & Company, Shanghai office", "Business Analyst Intern", "06/2025 – 09/2025"),
        ("iQIYI, Beijing", "Content Strategy Intern", "07/2024 – 08/2024")]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_paragraph("McKinsey: Supported a cost-transformation diagnostic for a leading Chinese insurance group (client: Ping An); built the benchmarking model in Excel and drafted the final steering-committee pages.", style="List Bullet")
d.add_paragraph("iQIYI: Analysed drama-series completion rates and wrote a competitor review of short-video recommendation features.", style="List Bullet")
d.add_heading("Awards & Activities", level=1)
d.add_paragraph("Finalist, L.E.K. Consulting Case Competition (Greater China), 2024", style="List Bullet")
d.add_paragraph("Fudan University People's Scholarship, 2023", style="List Bullet")
d.add_heading("Skills & Certifications", level=1)
d.add_paragraph("Python, Stata, SQL (coursework), Rust (self-study), Excel, PowerPoint")
d.add_paragraph("FRM Part I candidate (exam registered for May 2027)")
d.add_paragraph("Languages: Mandarin (native), English (IELTS 8.0)")
d.save(os.path.join(OUT, "Linxi_Ye_CV.docx"))
print("docx ok")
