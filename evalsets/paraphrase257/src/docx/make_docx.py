"""Builds the two DOCX CVs into ../../cvs/."""
from docx import Document
from docx.shared import Pt

OUT = "../../cvs/"

# ---------- Kertu Saarepuu (English, headings + bullets) ----------
d = Document()
d.add_heading("Kertu Saarepuu", 0)
d.add_paragraph("QA Lead · Test automation · Payments quality")
d.add_paragraph("Tallinn, Estonia | kertu.saarepuu@gmail.com | +372 5561 2093 | linkedin.com/in/kertusaarepuu")
d.add_heading("Summary", 1)
d.add_paragraph("Quality engineer with eleven years in product companies, the last six in a fintech app used by "
                "millions of people to send and hold money in many currencies. I lead a team that owns release "
                "quality for the card and account experience on iOS, Android and web.")
d.add_heading("Experience", 1)
d.add_heading("Wise — Tallinn", 2)
d.add_paragraph("QA Lead, Cards & Accounts | Apr 2023 – Present")
for b in ["Lead six QA engineers across three product squads; own the regression strategy for card issuing and top-ups.",
          "Introduced contract tests between the mobile apps and the card-processing services, cutting release-blocking defects by 40%.",
          "Built Kibana dashboards on top of Elasticsearch test-run logs so squads can triage flaky end-to-end tests themselves."]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("Senior QA Engineer | Feb 2020 – Mar 2023")
for b in ["Automated the transfer-flow regression suite with Playwright and Kotlin/Espresso; wired it into the CI pipeline.",
          "Shipped log-based test assertions that query Elasticsearch for expected payment events after each scenario."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Ingka Digital (IKEA) — Malmö, Sweden", 2)
d.add_paragraph("QA Engineer, Online Checkout | 04/2018 – 01/2020")
for b in ["Tested the IKEA.com checkout and click-and-collect flows for 12 markets; maintained Cypress suites.",
          "Coordinated acceptance testing with store teams during the 2019 roll-out of the new checkout."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Starship Technologies — Tallinn", 2)
d.add_paragraph("QA Engineer (full-time) | 08/2015 – 03/2018")
for b in ["Field and simulation testing of the delivery-robot fleet software; wrote Python tools to replay sensor logs.",
          "Owned the release checklist for the robot operator app."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("University of Tartu — BSc in Computer Science, 2012 – 2015")
d.add_paragraph("Erasmus exchange semester, KTH Royal Institute of Technology, spring 2014")
d.add_heading("Certifications & community", 1)
d.add_paragraph("ISTQB Advanced Level Test Manager (2021)", style="List Bullet")
d.add_paragraph("Speaker, Nordic Testing Days 2024 (“Flaky tests are a product problem”)", style="List Bullet")
d.add_heading("Skills", 1)
d.add_paragraph("Playwright, Cypress, Kotlin, Python, Elasticsearch/Kibana, Postman, Jira, risk-based testing")
d.save(OUT + "Kertu_Saarepuu_QA_Lead.docx")

# ---------- 房诗遥 new CV (Chinese, tables) ----------
d = Document()
d.add_heading("房诗遥 · 室内设计师", 0)
t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
for i, v in enumerate(["手机", "138-2651-0947", "邮箱", "fang.shiyao@foxmail.com"]): t.rows[0].cells[i].text = v
for i, v in enumerate(["所在地", "广东佛山", "作品集", "behance.net/fangshiyao"]): t.rows[1].cells[i].text = v
d.add_heading("工作经历", 1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for i, v in enumerate(["时间", "公司", "职位", "主要工作"]): t.rows[0].cells[i].text = v
rows = [
    ("2024.03–至今", "林氏家居（林氏木业）", "空间设计主管",
     "带领 5 人空间设计组，负责线下体验店与直播间样板间的整体软装方案；主导“小户型一居室”系列场景，年度带动套系销售增长 22%。"),
    ("2021.09–2024.02", "林氏家居（林氏木业）", "高级室内设计师",
     "负责电商主图场景与全屋搭配方案；为平安银行佛山分行的 3 个网点提供家具与软装配置方案（企业客户项目）。"),
    ("2015.07–2021.08", "宜家家居（IKEA）上海徐汇商场", "室内设计师（Interior Designer）",
     "负责商场样板间（Room Set）设计与季度换场；为到店顾客提供厨房及全屋规划服务。"),
]
for r in rows:
    c = t.add_row().cells
    for i, v in enumerate(r): c[i].text = v
d.add_heading("教育背景", 1)
t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
for i, v in enumerate(["时间", "学校", "专业", "学历"]): t.rows[0].cells[i].text = v
for i, v in enumerate(["2011.09–2015.06", "江南大学", "环境设计", "本科（文学学士）"]): t.rows[1].cells[i].text = v
d.add_heading("获奖与证书", 1)
d.add_paragraph("2023 红点设计概念奖（Red Dot Award: Design Concept）入围", style="List Bullet")
d.add_paragraph("国家一级建造师（装饰装修）在考中；室内装饰设计师（三级）职业资格", style="List Bullet")
d.add_heading("软件技能", 1)
d.add_paragraph("3ds Max + V-Ray、SketchUp、AutoCAD、酷家乐、Photoshop")
d.save(OUT + "房诗遥_室内设计_2026.docx")
