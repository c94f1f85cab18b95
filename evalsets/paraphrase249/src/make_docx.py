from docx import Document
from docx.shared import Pt

# --- Nandini Ramaswamy: English DOCX, her name only in the header section ---
d = Document()
d.sections[0].header.paragraphs[0].text = "Nandini Ramaswamy — Curriculum Vitae"
d.add_heading("Senior Claims Analyst", level=1)
d.add_paragraph("Reading, UK | nandini.ramaswamy@outlook.com | +44 7700 914 362")
d.add_heading("Experience", level=2)
d.add_paragraph("Zurich Insurance plc (UK branch) — Senior Claims Analyst, Motor & Property | Jan 2021 – Present")
d.add_paragraph("Own the weekly claims leakage review for the motor book; built Power BI dashboards on reserve movements and fraud referrals used by 40+ handlers.", style="List Bullet")
d.add_paragraph("Wrote SQL extracts from Guidewire ClaimCenter and automated the monthly large-loss pack in Python.", style="List Bullet")
d.add_paragraph("Allianz Insurance plc — Claims Analyst | Sep 2017 – Dec 2020")
d.add_paragraph("Triaged commercial property claims and reconciled reinsurance recoveries.", style="List Bullet")
d.add_paragraph("Bajaj Allianz General Insurance, Pune — Summer Intern, Claims Operations | summer 2016")
d.add_heading("Education", level=2)
t = d.add_table(rows=3, cols=3)
t.style = "Table Grid"
rows = [("Degree", "Institution", "Dates"),
        ("MSc Data Science (online, part-time; in progress)", "University of Edinburgh", "2024 – expected 2027"),
        ("B.Com.", "University of Mumbai", "2014 – 2017")]
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_heading("Certifications", level=2)
d.add_paragraph("Cert CII (Chartered Insurance Institute), 2019")
d.save("../cvs/cv_claims_analyst.docx")

# --- 宓嘉屿: Chinese DOCX with tables ---
d = Document()
d.add_heading("宓嘉屿 个人简历", level=1)
t = d.add_table(rows=2, cols=4)
t.style = "Table Grid"
for c, v in zip(t.rows[0].cells, ["求职意向", "测试负责人 / 测试经理", "所在城市", "北京"]):
    c.text = v
for c, v in zip(t.rows[1].cells, ["手机", "186-0113-5728", "邮箱", "mijiayu_qa@126.com"]):
    c.text = v
d.add_heading("工作经历", level=2)
t = d.add_table(rows=3, cols=3)
t.style = "Table Grid"
rows = [("时间", "公司", "职位"),
        ("2020年5月 - 至今", "高德软件有限公司（高德地图，阿里巴巴集团）", "测试负责人（车机导航）"),
        ("2015年7月 - 2020年4月", "北京四维图新科技股份有限公司", "测试工程师 → 高级测试工程师")]
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_paragraph("高德：带领 9 人测试团队负责车机版导航的版本测试，搭建基于 Appium 与 Jenkins 的自动化回归流水线，路测问题闭环周期缩短 35%。", style="List Bullet")
d.add_paragraph("四维图新：负责导航数据编译与 SDK 的功能测试，编写 Python 测试脚本，参与 CAN 总线信号联调。", style="List Bullet")
d.add_heading("教育背景", level=2)
t = d.add_table(rows=2, cols=4)
t.style = "Table Grid"
for c, v in zip(t.rows[0].cells, ["学校", "专业", "学历", "时间"]):
    c.text = v
for c, v in zip(t.rows[1].cells, ["武汉大学", "测绘工程", "本科", "2011.09-2015.06"]):
    c.text = v
d.add_heading("专业技能", level=2)
d.add_paragraph("Python、Appium、Jenkins、ISTQB 基础级、CAN 总线、Power BI、Tableau")
d.save("../cvs/宓嘉屿_测试负责人.docx")
