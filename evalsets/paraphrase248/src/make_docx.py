# Builds the two DOCX CVs in ../cvs
import os
from docx import Document
from docx.shared import Pt
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "cvs")

def table(doc, rows):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = v
    return t

# ---- P2: 包其木格, Chinese, tables ----
d = Document()
d.add_heading("个人简历", 0)
table(d, [["姓名", "包其木格", "性别", "女"],
          ["电话", "139-0471-5528", "邮箱", "qimuge.bao@163.com"],
          ["现居地", "内蒙古呼和浩特", "求职意向", "大客户经理 / KA 渠道总监"]])
d.add_heading("工作经历", 1)
table(d, [["时间", "公司", "职位"],
          ["2016年4月 - 至今", "内蒙古伊利实业集团股份有限公司（液态奶事业部）", "华北区大客户经理"],
          ["2014年3月 - 2016年3月", "内蒙古伊利实业集团股份有限公司（液态奶事业部）", "KA 渠道主管"],
          ["2012年7月 - 2014年2月", "内蒙古蒙牛乳业（集团）股份有限公司", "销售代表"]])
d.add_paragraph("负责华北区沃尔玛、永辉、物美等全国及区域 KA 系统的年度合同谈判、新品进场与陈列资源争取，年销售额约 9.6 亿元。")
d.add_paragraph("对接天猫超市、盒马鲜生等新零售客户，统筹年货节与 618 大促备货，2023 年线上 KA 销售额同比增长 41%。")
d.add_paragraph("在常温酸奶品类与竞品（达能、光明）正面竞争，安慕希在区域 KA 份额由 18% 提升至 27%。")
d.add_paragraph("带领 6 人 KA 团队，搭建客户分级与费用 ROI 复盘机制，用 Excel 与 Power BI 制作周度动销看板。")
d.add_heading("教育背景", 1)
table(d, [["时间", "学校", "专业", "学历"],
          ["2008.09-2012.06", "内蒙古农业大学", "食品科学与工程", "本科"]])
d.add_heading("证书与荣誉", 1)
d.add_paragraph("2019 年伊利集团“金牌销售”称号；中级营养师证书；英语 CET-6")
d.save(os.path.join(OUT, "包其木格_大客户经理.docx"))
print("P2 done")

# ---- P7: Danial Iskandar, English; name only in the footer / e-mail handle ----
d = Document()
sec = d.sections[0]
sec.footer.paragraphs[0].text = "Danial Iskandar · CV · page 1"
d.add_paragraph("Engineering Manager — Payments Platform")
d.add_paragraph("Singapore · d.iskandar.eng@gmail.com · +65 9127 4480")
d.add_heading("Summary", 1)
d.add_paragraph("Engineering leader with sixteen years in banking and e-commerce technology. I run payments teams that ship "
                "reliable, compliant systems, and I still review code every week. Comfortable with regulators, "
                "on-call rotations and hiring loops alike.")
d.add_heading("Experience", 1)
d.add_heading("Airwallex — Engineering Manager, Payments Platform (Apr 2020 – Present)", 2)
d.add_paragraph("Lead three squads (22 engineers) building card acquiring and payouts across 11 markets; own the reliability budget and the hiring plan.", style="List Bullet")
d.add_paragraph("Drove the migration of 140 payment services from VMs to Kubernetes (EKS) with Helm and Argo CD, cutting deploy lead time from days to under an hour.", style="List Bullet")
d.add_paragraph("Introduced an incident-review practice that brought Sev-1 incidents from 9 to 2 per year.", style="List Bullet")
d.add_heading("Lazada Group — Engineering Manager, Checkout (Jan 2018 – Mar 2020)", 2)
d.add_paragraph("Managed 12 engineers on checkout and vouchers for six Southeast Asian countries, through the 11.11 and 12.12 peaks.", style="List Bullet")
d.add_heading("Lazada Group — Senior Software Engineer, Payments (Jun 2016 – Dec 2017)", 2)
d.add_paragraph("Built the wallet top-up service in Go; integrated local payment methods in Indonesia and the Philippines.", style="List Bullet")
d.add_heading("DBS Bank — Software Engineer → Senior Software Engineer (Jul 2010 – May 2016)", 2)
d.add_paragraph("Core banking integration and internet-banking backend in Java; promoted to senior engineer in 2013.", style="List Bullet")
d.add_heading("Morgan Stanley — Technology Summer Analyst (intern), Jun 2009 – Aug 2009", 2)
d.add_paragraph("Summer internship in the Institutional Securities technology team; wrote trade-reconciliation scripts.", style="List Bullet")
d.add_heading("Education", 1)
t = d.add_table(rows=3, cols=3)
t.style = "Table Grid"
for i, r in enumerate([["Degree", "School", "Years"],
                       ["M.S. Computer Science (online, part-time) — in progress", "Georgia Institute of Technology (OMSCS)", "2023 – expected 2027"],
                       ["B.Comp. Computer Science", "National University of Singapore", "2006 – 2010"]]):
    for j, v in enumerate(r):
        t.cell(i, j).text = v
d.add_heading("Talks", 1)
d.add_paragraph("Speaker, QCon Singapore 2023: “Moving money on Kubernetes without losing sleep”.")
d.add_heading("Skills", 1)
d.add_paragraph("Go, Java, Kotlin, PostgreSQL, Kafka, Kubernetes, Terraform, AWS, PCI DSS")
d.save(os.path.join(OUT, "resume_final_v3.docx"))
print("P7 done")
