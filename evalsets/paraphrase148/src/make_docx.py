from docx import Document
from docx.shared import Pt

# ---- Lu Haochen, English DOCX ----
d = Document()
d.add_heading("LU Haochen (卢昊辰)", 0)
d.add_paragraph("Senior Software Engineer, Payments | Singapore | haochen.lu.dev@gmail.com | +65 8832 5190")
d.add_heading("Summary", 1)
d.add_paragraph("Java backend engineer with eleven years in payment systems: clearing, settlement and "
                "real-time cross-border transfers. Comfortable owning services end to end, from ISO 20022 "
                "message mapping to on-call.")
d.add_heading("Experience", 1)
d.add_heading("DBS Bank — Senior Software Engineer, Payments Technology (Jun 2019 – Present)", 2)
for b in [
    "Own the Java 17 / Spring Boot services behind PayNow and FAST real-time transfers; ~4M transactions per day.",
    "Migrated the outward cross-border payment flow from MT103 to ISO 20022 pacs.008 messages, with Kafka event streams for status tracking.",
    "Tuned Oracle SQL queries and partitioning for the reconciliation batch, cutting its run time from 95 to 22 minutes.",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Ant Group (Alipay) — Java Engineer, Clearing Platform (Jul 2015 – May 2019)", 2)
for b in [
    "Built settlement and reconciliation services in Java on the SOFAStack middleware for merchant payouts.",
    "Part of the Double 11 readiness team in 2017 and 2018: load testing, degradation switches and capacity planning.",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("JD.com — Software Engineering Intern (summer 2014)", 2)
d.add_paragraph("Internship on the order-fulfilment team; wrote Java tools for warehouse order status queries.", style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("Online MBA (part-time), Gies College of Business, University of Illinois Urbana-Champaign — in progress, expected 2027")
d.add_paragraph("B.Eng. Computer Science and Technology, Beijing Jiaotong University, 2011 – 2015")
d.add_heading("Skills", 1)
d.add_paragraph("Java, Spring Boot, Kafka, Oracle, SQL, Redis, ISO 20022, Kubernetes; also Rust and Go (personal projects).")
d.add_heading("Other", 1)
d.add_paragraph("Speaker, Money20/20 Asia 2024 (\"Moving a bank to ISO 20022 without downtime\").")
d.add_paragraph("AWS Certified Developer – Associate (2021).")
d.save("../cvs/lu_haochen_cv.docx")

# ---- 贝清妍, Chinese DOCX with tables ----
d = Document()
d.add_heading("贝清妍 · 个人简历", 0)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
cells = [("姓名", "贝清妍", "求职意向", "品牌管理 / 市场营销"),
         ("电话", "137-6120-8845", "邮箱", "beiqingyan@outlook.com"),
         ("现居", "北京", "工作年限", "9年")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("工作经历", 1)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
for c, v in enumerate(["时间", "公司 / 职位", "主要职责与业绩"]):
    t.rows[0].cells[c].text = v
rows = [
    ("2021年3月 - 至今", "华润雪花啤酒（中国）有限公司\n高级品牌经理（勇闯天涯superX）",
     "负责勇闯天涯superX年度品牌规划与预算（约1.2亿元），主导2023年音乐节IP合作；品牌在18-30岁人群中的认知度提升11个百分点。"),
    ("2017年7月 - 2021年2月", "百威亚太（百威英博旗下）\n品牌助理 → 品牌经理（哈尔滨啤酒）",
     "2017.07-2019.06 品牌助理：执行电商大促与线下终端物料；2019.07-2021.02 品牌经理：负责哈尔滨啤酒冰纯系列的新品上市与数字营销。"),
]
for row in rows:
    cs = t.add_row().cells
    for c, v in enumerate(row):
        cs[c].text = v
d.add_heading("教育背景", 1)
t = d.add_table(rows=2, cols=3); t.style = "Table Grid"
for c, v in enumerate(["2013.09-2017.06", "复旦大学", "新闻学 学士"]):
    t.rows[0].cells[c].text = v
for c, v in enumerate(["2023.10-2024.01", "长江商学院", "品牌管理高级研修班（非学位课程）"]):
    t.rows[1].cells[c].text = v
d.add_heading("荣誉与其他", 1)
d.add_paragraph("2022 艾菲奖（Effie Awards）大中华区 饮料类 铜奖（团队）")
d.add_paragraph("技能：消费者洞察、整合营销、Nielsen零售数据解读、Excel、PPT")
d.save("../cvs/贝清妍_品牌经理.docx")
