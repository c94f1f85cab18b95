from docx import Document
from docx.shared import Pt

# ---- P3 new CV (Chinese, tables) ----
d = Document()
d.add_heading("闾嘉澍 — 数据库内核专家", level=1)
d.add_paragraph("电话：186-5713-0842　｜　邮箱：lvjiashu.db@outlook.com　｜　杭州　｜　更新于 2026年10月")
d.add_heading("工作经历", level=2)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
for c, s in zip(t.rows[0].cells, ["公司", "职位", "时间"]): c.text = s
for row in [
    ("华为云计算技术有限公司", "GaussDB 内核专家", "2024年3月 - 至今"),
    ("阿里云计算有限公司", "数据库内核高级专家（2020.04 晋升）；数据库内核开发工程师（2015.07–2020.03）", "2015年7月 - 2024年2月"),
]:
    cells = t.add_row().cells
    for c, s in zip(cells, row): c.text = s
d.add_paragraph("华为云：负责 GaussDB 分布式事务与存储引擎的 MVCC 改造，使用 C++ 重写可见性判断路径，TPC-C 吞吐提升 23%。")
d.add_paragraph("阿里云：PolarDB MySQL 并行查询与 Buffer Pool 远端内存化的核心开发者之一，主导存储计算分离下的崩溃恢复优化，恢复时间从分钟级降到 15 秒以内。")
d.add_heading("教育背景", level=2)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, s in zip(t.rows[0].cells, ["学校", "专业", "学历", "时间"]): c.text = s
for row in [
    ("浙江大学", "计算机科学与技术", "博士（在职，在读）", "2023.09 - 至今"),
    ("电子科技大学", "计算机科学与技术", "硕士", "2012.09 - 2015.06"),
    ("浙江工业大学", "软件工程", "学士", "2008.09 - 2012.06"),
]:
    cells = t.add_row().cells
    for c, s in zip(cells, row): c.text = s
d.add_heading("论文与学术服务", level=2)
d.add_paragraph("Jiashu Lyu, Mingrui Xie, Feng Guo. Fast Crash Recovery for Disaggregated Cloud-Native Databases. Proceedings of the VLDB Endowment (PVLDB) 15(12), 2022.（第一作者）")
d.add_paragraph("SIGMOD 2025 程序委员会委员（Program Committee member）")
d.add_paragraph("VLDB 2024 审稿人")
d.add_heading("技能", level=2)
d.add_paragraph("C++、C、Rust、Linux 内核调优、perf/eBPF；英语可作为工作语言")
d.save("../cvs/闾嘉澍_数据库内核_2026.docx")

# ---- P5 (English, name only in header section + e-mail) ----
d = Document()
hdr = d.sections[0].header.paragraphs[0]
hdr.text = "Sigrid Hovland — Curriculum Vitae"
d.add_heading("Dental surgeon turned medical-device sales leader", level=1)
d.add_paragraph("sigrid.hovland@gmail.com | +47 912 44 608 | Oslo, Norway")
d.add_paragraph("Title: Dr (dental surgeon, GDC registered 2011–2019)")
d.add_heading("Experience", level=2)
d.add_paragraph("Align Technology (Invisalign) — Territory Manager, Scandinavia — 03/2023 - today")
d.add_paragraph("Own a territory of 310 orthodontic and general dental practices across Norway and Sweden; grew Invisalign case starts 41% in 2024.", style="List Bullet")
d.add_paragraph("Straumann Group — Key Account Manager (from 04/2021); Clinical Sales Specialist, dental implants (09/2019 - 03/2021) — 09/2019 - 02/2023")
d.add_paragraph("Sold Straumann and Neodent implant systems to 120 clinics in Greater London; ran hands-on implant courses for referring dentists.", style="List Bullet")
d.add_paragraph("Bupa Dental Care, London — Associate Dentist — 08/2011 - 08/2019")
d.add_paragraph("General practice dentistry, NHS and private; special interest in implant restorations.", style="List Bullet")
d.add_heading("Education", level=2)
d.add_paragraph("Executive MBA (part-time), Copenhagen Business School — 2021 - 2023")
d.add_paragraph("BDS (Bachelor of Dental Surgery), King's College London — 2006 - 2011")
d.add_heading("Skills", level=2)
d.add_paragraph("Salesforce CRM, Tableau, Python (Coursera course), clinical training delivery; Norwegian, English, Swedish")
d.save("../cvs/CV_2026_sales.docx")
