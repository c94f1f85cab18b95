"""Builds the two DOCX CVs of paraphrase70."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = "../cvs/"

def zh_font(doc):
    st = doc.styles["Normal"]
    st.font.name = "SimSun"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")

# ---------- 卓暮云 (Chinese) ----------
d = Document(); zh_font(d)
d.add_heading("卓暮云", level=0)
d.add_paragraph("求职意向：投资分析师 / 行业研究（消费、互联网）")
d.add_paragraph("电话：186 2107 5533 ｜ 邮箱：zhuomuyun@foxmail.com ｜ 现居：上海")
d.add_heading("教育背景", level=1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]):
    c.text = h
for row in [("2018.09 - 2019.08", "伦敦政治经济学院（LSE）", "MSc Finance", "硕士"),
            ("2014.09 - 2018.06", "复旦大学 经济学院", "金融学", "学士")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v
d.add_heading("工作经历", level=1)
d.add_paragraph("高瓴资本（Hillhouse Investment） 消费与科技组 投资分析师　2022年7月 - 至今")
for b in ["负责新消费、餐饮连锁与本地生活赛道的项目筛选、尽职调查与投后跟踪，参与 3 个成长期项目的投资决策材料撰写；",
          "搭建门店级单店模型与同店增长拆分框架，用于被投企业季度复盘；",
          "对接 20+ 家被投及潜在标的管理层访谈，形成行业专题报告 6 篇。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("易方达基金管理有限公司 研究部 行业研究员（互联网、电商）　2019年9月 - 2022年6月")
for b in ["覆盖京东、阿里巴巴、美团等 15 家港美股互联网公司，撰写深度报告与季度点评，为基金经理提供买卖建议；",
          "独立搭建电商 GMV 与变现率跟踪模型，入选公司内部年度优秀研究成果；",
          "2020 年起兼任消费组数据支持，使用 Python 抓取与清洗电商平台销量数据。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("实习经历", level=1)
d.add_paragraph("中国国际金融股份有限公司（中金公司） 研究部 实习生　2018年1月 - 2018年4月")
d.add_paragraph("协助消费组分析师完成白酒行业数据整理与估值表更新。", style="List Bullet")
d.add_heading("技能与证书", level=1)
d.add_paragraph("Wind、Bloomberg 终端、Excel（VBA）、Python（pandas）、Tableau；基金从业资格；英语雅思 8.0")
d.add_heading("其他", level=1)
d.add_paragraph("2017 年复旦大学“光华杯”投资研究大赛 一等奖；复旦大学 2016-2017 学年国家奖学金")
d.save(OUT + "卓暮云_投资分析师.docx")

# ---------- Emeka Nkemelu (English, name only in the header section) ----------
d = Document()
d.styles["Normal"].font.name = "Calibri"; d.styles["Normal"].font.size = Pt(10.5)
hdr = d.sections[0].header
hdr.paragraphs[0].text = "Emeka Nkemelu  ·  Curriculum Vitae  ·  London, UK"
d.add_paragraph("e.nkemelu@fastmail.com  |  +44 7700 918 342  |  London (UK citizen)")
d.add_heading("Summary", level=1)
d.add_paragraph("Engineering leader with 18 years building payment and banking platforms. I have grown teams "
                "from 8 to 70 engineers, run incident and on-call programmes for regulated systems, and still "
                "review design docs every week. Comfortable with FCA and PRA operational-resilience requirements.")
d.add_heading("Experience", level=1)
jobs = [
 ("Head of Engineering, Wise Platform — Wise (TransferWise), London", "03/2022 - today",
  ["Lead 9 teams (~70 engineers) that run Wise Platform, the API that banks use to embed Wise transfers.",
   "Owned the partner integrations with Stripe and Plaid for account funding; negotiated technical SLAs with both partners.",
   "Introduced a quarterly reliability review; availability of the payout API went from 99.90% to 99.98%."]),
 ("Engineering Manager, Core Banking — Monzo Bank, London", "01/2018 - 02/2022",
  ["Managed 3 squads (24 engineers) owning the ledger, card processing and the transaction feed.",
   "Migrated the ledger event pipeline from NSQ to Kafka, handling 40k events/second at peak, with exactly-once consumers in Go.",
   "Joined as Tech Lead (2018); promoted to Engineering Manager in 2019."]),
 ("Software Development Engineer II — Amazon Web Services (AWS), London", "07/2012 - 12/2017",
  ["Full-time engineer on the AWS Billing platform; built the Java service that aggregates usage records for invoicing.",
   "On-call lead for the billing pipeline for two years."]),
 ("Software Engineer — Interswitch, Lagos, Nigeria", "08/2008 - 06/2012",
  ["Built card-switching services in Java for Verve cards; worked on the Quickteller bill-payment backend."]),
]
for title, dates, bullets in jobs:
    p = d.add_paragraph(); r = p.add_run(title); r.bold = True
    p.add_run("\t" + dates)
    for b in bullets:
        d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", level=1)
for e in ["Executive MBA — London Business School, 2020 - 2022",
          "MPhil/PhD in Computing (part-time) — Imperial College London, 2015 - 2016 (withdrew after the first year)",
          "B.Eng. Computer Engineering — University of Lagos, 2003 - 2008"]:
    d.add_paragraph(e)
d.add_heading("Skills", level=1)
t = d.add_table(rows=0, cols=2); t.style = "Table Grid"
for k, v in [("Languages", "Go, Java, Kotlin, Python, SQL"),
             ("Platforms", "Kafka, Kubernetes, AWS, PostgreSQL, Cassandra"),
             ("Certifications", "AWS Certified Solutions Architect – Professional (2016)"),
             ("Leadership", "Hiring, career ladders, incident management, budget ownership (£9m)")]:
    cells = t.add_row().cells; cells[0].text = k; cells[1].text = v
d.add_heading("Other", level=1)
d.add_paragraph("Speaker, Money20/20 Europe 2024 (Amsterdam) — “Embedding cross-border payments in banks”. "
                "Wise is a partner of Alipay+ (Ant Group) for cross-border wallet payouts; I led our side of the 2023 integration.")
d.save(OUT + "cv_head_of_engineering_2026.docx")
print("ok")
