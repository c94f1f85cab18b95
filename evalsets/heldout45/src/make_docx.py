"""Builds the two DOCX CVs of heldout45 into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def farid():
    d = Document()
    d.add_heading("Farid Kassem", 0)
    d.add_paragraph("Senior Site Reliability Engineer · Dublin, Ireland · farid.kassem@fastmail.com · +353 87 604 2291")
    d.add_heading("Profile", 1)
    d.add_paragraph("Reliability engineer who has kept card-payment infrastructure up for more than eight years. "
                    "I like boring, well-understood systems, good runbooks and on-call rotations that let people sleep.")
    d.add_heading("Experience", 1)
    p = d.add_paragraph(); p.add_run("Stripe — Dublin").bold = True
    d.add_paragraph("Senior Site Reliability Engineer, Payments Infrastructure (Jun 2021 – Present)")
    for b in ["Run the Kubernetes fleet behind card authorisation in Europe (about 40 clusters), 99.995% availability over the last 12 months.",
              "Moved service deployments to Terraform and Argo CD; mean time to recovery down from 38 to 11 minutes.",
              "Mentor two junior SREs and lead the incident review for the payments on-call rotation."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Site Reliability Engineer (Mar 2018 – May 2021)")
    for b in ["Built Prometheus and Grafana alerting for the ledger and payouts services, written mostly in Go and Python.",
              "Led the migration of batch jobs from cron hosts to Kubernetes CronJobs."]:
        d.add_paragraph(b, style="List Bullet")
    p = d.add_paragraph(); p.add_run("Amazon Web Services (AWS) — Dublin").bold = True
    d.add_paragraph("Systems Development Engineer, EC2 Networking (Jun 2014 – Feb 2018)")
    for b in ["Automated fleet health checks for EC2 network hosts in eu-west-1 with Python and SQL reports.",
              "Second-level on-call for VPC incidents."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education", 1)
    d.add_paragraph("B.Sc. (Hons) Computer Science, University College Dublin, 2010 – 2014")
    d.add_heading("Certifications & awards", 1)
    d.add_paragraph("Certified Kubernetes Administrator (CKA), 2019", style="List Bullet")
    d.add_paragraph("Google Cloud Professional Cloud Architect, 2020", style="List Bullet")
    d.add_paragraph("Winner, PayPal Developer Hackathon Dublin 2016", style="List Bullet")
    d.add_heading("Skills", 1)
    rows = [("Area", "Skills"),
            ("Infrastructure", "Kubernetes, Terraform, Argo CD, Linux, AWS, GCP"),
            ("Observability", "Prometheus, Grafana, OpenTelemetry, PagerDuty"),
            ("Languages", "Go, Python, SQL, Bash, Haskell, Rust"),
            ("Practices", "Incident management, SLOs / error budgets, chaos testing")]
    t = d.add_table(rows=len(rows), cols=2); t.style = "Table Grid"
    for i, (a, b) in enumerate(rows):
        t.cell(i, 0).text = a; t.cell(i, 1).text = b
    d.save(os.path.join(OUT, "farid_kassem_cv.docx"))

def fang():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
    d.add_heading("房婧怡", 0)
    d.add_paragraph("供应链数据分析 | 上海 | 电话：139-1622-0587 | 邮箱：jingyi.fang.data@gmail.com")
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
    for i, r in enumerate([("时间", "学校", "专业", "学位"),
                           ("2024/1-至今", "佐治亚理工学院（Georgia Tech，在线）", "Analytics（OMSA，在职在读）", "硕士（在读）"),
                           ("2016/9-2020/6", "对外经济贸易大学", "统计学", "学士")]):
        for j, c in enumerate(r):
            t.cell(i, j).text = c
    d.add_heading("工作经历", 1)
    d.add_paragraph("拼多多（PDD）  供应链数据分析专家  2023年4月 - 至今")
    for b in ["负责多多买菜华东区域的需求预测与补货模型，SKU级别预测误差（WMAPE）从31%降至22%。",
              "搭建库存健康度看板（Hive + Spark SQL + Tableau），覆盖120个网格仓。",
              "与采购、仓配团队共同制定安全库存策略，年度缺货率下降3.5个百分点。"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("京东（京东零售 供应链中台）  数据分析师  2020年9月 - 2023年3月")
    for b in ["负责自营3C品类的库存周转分析与滞销预警，用Python搭建周度自动化报表。",
              "参与京东618、双11大促备货测算。"]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("菜鸟网络  数据分析实习生  2019年7月 - 2019年9月")
    d.add_paragraph("分析菜鸟驿站末端配送时效，输出周报。", style="List Bullet")
    d.add_heading("技能与证书", 1)
    d.add_paragraph("SQL（Hive / Spark SQL）、Python（pandas、statsmodels）、Tableau、Excel VBA")
    d.add_paragraph("2019 全国大学生数学建模竞赛 上海赛区一等奖；CDA数据分析师二级")
    d.save(os.path.join(OUT, "房婧怡_简历_2026.docx"))

if __name__ == "__main__":
    farid(); fang()
