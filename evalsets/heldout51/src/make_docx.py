"""Build the two DOCX CVs of heldout51 (python-docx)."""
import sys
from docx import Document
from docx.shared import Pt, RGBColor
from docx.oxml.ns import qn

out = sys.argv[1] if len(sys.argv) > 1 else "cvs"


def cjk(doc, font="Noto Sans CJK SC"):
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)
    st.font.size = Pt(10.5)


# ---------------- Yannick Oberholzer (English) ----------------
d = Document()
cjk(d)
d.add_heading("Yannick Oberholzer", 0)
d.add_paragraph("Senior Site Reliability Engineer · Dublin, Ireland · yannick.oberholzer@proton.me · +353 87 555 0142")
d.add_heading("Profile", 1)
d.add_paragraph(
    "Reliability engineer who has spent most of his career keeping card-payment and checkout systems up. "
    "I like boring, well-tested infrastructure, small blast radii, and on-call rotations that let people sleep.")
d.add_heading("Experience", 1)
d.add_heading("Stripe — Senior Site Reliability Engineer (10/2022 - today), Dublin", 2)
for t in [
    "Member of the Payments API reliability team; on-call for the charge and refund paths handling card traffic for the EU region.",
    "Run production workloads on Kubernetes (EKS) with Terraform-managed infrastructure; wrote Go operators for safe rollouts.",
    "Rebuilt SLO alerting on Prometheus and Grafana; pages per on-call week dropped from 19 to 6.",
    "Technical lead of the 2024 multi-region failover game days (no direct reports).",
]:
    d.add_paragraph(t, style="List Bullet")
d.add_heading("Adyen — DevOps Engineer (Sep 2018 – Sep 2022), Amsterdam", 2)
for t in [
    "Automated provisioning of the payment-processing platform's bare-metal and VM fleet with Ansible and Python.",
    "Introduced Kafka consumer-lag monitoring and capacity dashboards for the settlement pipeline.",
]:
    d.add_paragraph(t, style="List Bullet")
d.add_heading("Accenture — Cloud Infrastructure Analyst (09/2015 – 08/2018), Dublin", 2)
for t in [
    "Consultant on cloud migration projects; main client: Bank of Ireland (moved batch reporting jobs to AWS).",
    "Linux administration, Bash and Python scripting, Jenkins pipelines.",
]:
    d.add_paragraph(t, style="List Bullet")
d.add_heading("Intel, Shannon — Validation Intern (summer 2014)", 2)
d.add_paragraph("Test automation for network-processor validation boards.", style="List Bullet")
d.add_heading("Education", 1)
tbl = d.add_table(rows=3, cols=3)
tbl.style = "Table Grid"
rows = [
    ("Degree", "Institution", "Dates"),
    ("M.S. Computer Science (online, part-time), in progress — expected 2027", "Georgia Institute of Technology (OMSCS)", "2022 – present"),
    ("B.Sc. Computer Systems", "University of Limerick", "2011 – 2015"),
]
for r, vals in zip(tbl.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_heading("Certifications & Awards", 1)
for t in [
    "Certified Kubernetes Administrator (CKA), 2020",
    "AWS Certified Solutions Architect – Associate, 2019",
    "Winner, Adyen internal hackathon 2019 (chaos-testing toolkit)",
]:
    d.add_paragraph(t, style="List Bullet")
d.add_heading("Skills", 1)
d.add_paragraph("Go, Python, Bash · Kubernetes, Terraform, Ansible · Prometheus, Grafana, PagerDuty · Kafka, PostgreSQL · Also: Haskell, Elixir (hobby projects)")
d.save(f"{out}/Yannick_Oberholzer_SRE.docx")

# ---------------- 晏秋池 (Chinese, tables) ----------------
d = Document()
cjk(d)
p = d.add_paragraph()
run = p.add_run("晏秋池")
run.bold = True
run.font.size = Pt(20)
d.add_paragraph("高级产品经理 ｜ 北京 ｜ 186-1093-5527 ｜ yanqiuchi@foxmail.com")
d.add_heading("工作经历", 1)
t = d.add_table(rows=1, cols=4)
t.style = "Table Grid"
for c, v in zip(t.rows[0].cells, ["时间", "公司", "职位", "工作内容"]):
    c.text = v
jobs = [
    ("2021年3月 - 至今", "北京飞书科技有限公司（飞书 / Lark）",
     "高级产品经理（2023年10月起）；产品经理（2021年3月 - 2023年9月）",
     "负责飞书多维表格的自动化与模板中心，带领 3 人产品小组；用 SQL 做漏斗与留存分析，设计 A/B 测试；模板中心月活提升 40%。"),
    ("2018年4月 - 2021年2月", "支付宝（杭州）信息技术有限公司（蚂蚁集团）",
     "高级交互设计师",
     "负责支付宝收银台与花呗账单页交互设计，主导收银台改版的可用性测试与用户访谈。"),
    ("2015年7月 - 2018年3月", "网易（杭州）网络有限公司 · 网易云音乐",
     "交互设计师",
     "负责歌单、评论与私信模块交互，输出 Axure 原型与交互规范。"),
    ("2014年7月 - 2014年9月", "腾讯 · 社交用户体验设计部（ISUX）",
     "交互设计实习生",
     "参与 QQ 空间移动端改版的交互走查。"),
]
for j in jobs:
    for c, v in zip(t.add_row().cells, j):
        c.text = v
d.add_heading("教育背景", 1)
t = d.add_table(rows=1, cols=4)
t.style = "Table Grid"
for c, v in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]):
    c.text = v
for j in [
    ("2024.09 - 至今", "清华大学经济管理学院", "工商管理（在职 MBA）", "硕士在读"),
    ("2011.09 - 2015.06", "湖南大学", "工业设计", "学士"),
]:
    for c, v in zip(t.add_row().cells, j):
        c.text = v
d.add_heading("技能与荣誉", 1)
d.add_paragraph("工具：Figma、Sketch、Axure、Principle、SQL；了解 Blender", style="List Bullet")
d.add_paragraph("方法：用户研究、可用性测试、A/B 测试、需求分析", style="List Bullet")
d.add_paragraph("2019 红点设计概念奖（Red Dot Award: Design Concept）", style="List Bullet")
d.save(f"{out}/晏秋池-产品经理简历.docx")
print("ok")
