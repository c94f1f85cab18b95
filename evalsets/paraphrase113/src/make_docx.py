"""Builds the two DOCX CVs of paraphrase113 (python-docx)."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs")

# --- 赖君砚: Chinese DOCX, paragraphs only ---
d = Document()
d.add_heading("赖君砚  个人简历", 0)
d.add_paragraph("手机：139 1820 6647 ｜ 邮箱：lai.junyan@zto-mail.cn ｜ 上海市青浦区")
d.add_heading("求职意向", 1)
d.add_paragraph("快递/物流运营总监、区域运营负责人")
d.add_heading("工作经历", 1)
d.add_paragraph("2018/4-至今　中通快递股份有限公司　华东转运中心 运营经理")
d.add_paragraph("负责华东转运中心日均 420 万件的分拨运营，管理 11 名主管、约 900 名一线员工；推动自动化分拣线改造，"
                "单票分拣成本下降 14%，时效达成率由 93.2% 提升至 98.1%。2023 年牵头「双十一」高峰保障项目，"
                "峰值日处理量 760 万件无积压。")
d.add_paragraph("2014/7-2018/3　德邦物流股份有限公司　运营管理培训生 → 营业区运营主管（2016/1 起）")
d.add_paragraph("轮岗分拨、干线与营业部；任主管期间负责苏州营业区 23 个网点的运营考核与排班；"
                "为上汽大众提供入厂零部件运输方案，项目年收入约 3,000 万元。")
d.add_heading("教育经历", 1)
d.add_paragraph("2021/9-2024/6　上海交通大学安泰经济与管理学院　工商管理硕士（MBA，在职）")
d.add_paragraph("2010/9-2014/6　北京交通大学　物流管理　管理学学士")
d.add_heading("其他", 1)
d.add_paragraph("2017 年与菜鸟网络合作开展「末端共配」试点（合作方项目，非雇佣）；"
                "中国物流与采购联合会 物流师（二级）证书；熟练使用 Excel、Power BI、SQL 做运营报表。")
d.save(os.path.join(OUT, "赖君砚_物流运营.docx"))

# --- Murdo Imrie: English DOCX with a table ---
d = Document()
d.add_heading("Murdo Imrie", 0)
d.add_paragraph("Co-founder & CTO, Ledgerloom  ·  Edinburgh, Scotland  ·  murdo@ledgerloom.io  ·  +44 7700 914 328")
d.add_heading("Profile", 1)
d.add_paragraph("Engineer turned founder. Twelve years building data-heavy products: flight search at scale, "
                "connected-home devices, and now a B2B SaaS for reconciling supplier invoices for small "
                "hospitality businesses. I still write a lot of the backend.")
d.add_heading("Experience", 1)
t = d.add_table(rows=1, cols=3)
t.style = "Table Grid"
hdr = t.rows[0].cells
hdr[0].text, hdr[1].text, hdr[2].text = "Dates", "Role", "What I did"
rows = [
    ("04/2021 - today", "Co-founder & CTO, Ledgerloom Ltd (Edinburgh; 14 staff, seed-funded)",
     "Built the invoice-matching platform on Python/Django, PostgreSQL and Apache Kafka event streams; "
     "hired and lead the six-person engineering team; SOC 2 Type I in 2024."),
    ("06/2019 - 03/2021", "Senior Software Engineer, Hive (Centrica Hive Ltd), London",
     "Backend for smart thermostats and plugs; device telemetry pipeline; on-call lead."),
    ("10/2014 - 05/2019", "Software Engineer, later Senior Software Engineer (2017), Skyscanner, Edinburgh",
     "Flight search pricing cache; moved the quote ingestion from batch jobs to Kafka consumers, "
     "cutting stale-price complaints by half."),
]
for r in rows:
    c = t.add_row().cells
    for i, v in enumerate(r):
        c[i].text = v
d.add_heading("Education", 1)
d.add_paragraph("University of Edinburgh — PhD in Informatics, 2012–2014, not completed (left to join Skyscanner)")
d.add_paragraph("University of Edinburgh — BSc (Hons) Artificial Intelligence and Computer Science, 2008–2012, First Class")
d.add_heading("Publications", 1)
d.add_paragraph("Kirsty Mallach, Murdo Imrie, Fionn Urquhart. Lexical Cohesion Features for Discourse Segmentation "
                "of Meeting Transcripts. In Proceedings of ACL 2014, Baltimore.")
d.add_heading("Other", 1)
d.add_paragraph("Mentor, Scottish EDGE start-up awards (2023). Winner, Skyscanner internal hackathon 2016. "
                "Talk: \"Kafka for tiny teams\", PyCon UK 2022.")
d.save(os.path.join(OUT, "imrie_murdo_cv.docx"))
