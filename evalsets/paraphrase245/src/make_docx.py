"""Builds the two DOCX CVs (庹佳凝 Chinese with tables; an English new-grad CV whose body never names its owner)."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

# ---------- 庹佳凝 (Chinese, tables) ----------
d = Document()
d.add_heading("庹佳凝 · 个人简历", level=1)
d.add_paragraph("求职意向：保险风险分析 / 精算数据分析    电话：139-7102-5568    邮箱：tuojianing@126.com    现居：上海浦东")
d.add_heading("基本信息", level=2)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
cells = [("姓名", "庹佳凝", "性别", "女"), ("出生年月", "1994.03", "政治面貌", "中共党员"), ("工作年限", "10 年", "现任职", "中国平安财产保险股份有限公司")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("工作经历", level=2)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
for c, v in enumerate(["时间", "单位 / 职位", "主要工作"]):
    t.rows[0].cells[c].text = v
rows = [
    ("2021年3月 - 至今", "中国平安财产保险股份有限公司 上海分公司 · 高级风险分析师",
     "负责车险与企财险组合的风险监测，每月用 SQL 从数据仓库提取赔付与保单数据，搭建赔付率预警模型；牵头偿二代风险综合评级（IRR）数据报送。"),
    ("2016年7月 - 2021年2月", "中国平安财产保险股份有限公司 上海分公司 · 风险分析师",
     "编写 SQL 与 Python 脚本清洗理赔数据，支持巨灾（台风）累积风险测算；参与 2019 年车险综合改革前的费率影响评估。"),
]
for row in rows:
    cs = t.add_row().cells
    for c, v in enumerate(row):
        cs[c].text = v
d.add_heading("教育背景", level=2)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, v in enumerate(["时间", "学校", "专业", "学历"]):
    t.rows[0].cells[c].text = v
for row in [("2012.09 - 2016.06", "华中科技大学", "数学与应用数学", "本科 / 理学学士"),
            ("2017.09 - 2018.12", "武汉大学（在职）", "应用统计", "硕士（未完成，已退学）")]:
    cs = t.add_row().cells
    for c, v in enumerate(row):
        cs[c].text = v
d.add_heading("证书与技能", level=2)
d.add_paragraph("中国精算师协会准精算师（部分科目通过）；SQL（Hive/Oracle）、Python（pandas）、Excel VBA、SAS EG")
d.add_paragraph("2022 年平安产险上海分公司年度优秀员工")
d.save(os.path.join(OUT, "庹佳凝_风险分析_简历.docx"))

# ---------- Euan MacLachlan (English, name only in header section) ----------
d = Document()
sec = d.sections[0]
sec.header.paragraphs[0].text = "Euan MacLachlan — CV"
d.add_paragraph("Graduate Electrical Engineer").runs[0].bold = True
d.add_paragraph("Glasgow, UK · euan.maclachlan@gmail.com · +44 7923 551 086 · Full UK driving licence")
d.add_heading("Profile", level=2)
d.add_paragraph("First-class BEng graduate in electrical and electronic engineering looking for a graduate role in power systems or grid connections. Summer placement at a distribution network operator, final-year project on low-voltage network hosting capacity for EV chargers.")
d.add_heading("Education", level=2)
d.add_paragraph("University of Strathclyde, Glasgow — BEng (Hons) Electrical and Electronic Engineering, First Class, Sep 2022 – Jun 2026")
d.add_paragraph("Final-year project: Hosting capacity of LV feeders for residential EV charging (OpenDSS, Python).")
d.add_heading("Experience", level=2)
d.add_paragraph("SP Energy Networks (ScottishPower), Summer Placement Student — Distribution Planning, Jun 2025 – Aug 2025 (12-week internship)")
d.add_paragraph("Modelled 11 kV feeder reinforcement options in PSS SINCAL and wrote a short report on two connection requests for battery storage sites in Lanarkshire.", style="List Bullet")
d.add_paragraph("Shadowed protection engineers during relay testing at a 33 kV primary substation.", style="List Bullet")
d.add_paragraph("University of Strathclyde, Student Lab Demonstrator (part-time), Sep 2024 – Apr 2026")
d.add_paragraph("Helped first-year students with circuit labs (two afternoons a week during term).", style="List Bullet")
d.add_heading("Skills", level=2)
d.add_paragraph("MATLAB/Simulink, PSS SINCAL, OpenDSS, Python, C, SQL, Git, AutoCAD Electrical")
d.add_heading("Awards", level=2)
d.add_paragraph("IET Diamond Jubilee Scholarship (2022–2026)")
d.add_paragraph("Team finalist, National Grid Energy Hackathon 2024")
d.save(os.path.join(OUT, "cv_2026_final.docx"))
print("ok")
