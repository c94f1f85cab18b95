"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

# 1) 卢景行 — old Chinese CV (2021), tables
d = Document()
d.add_heading("卢景行  个人简历", 0)
d.add_paragraph("电话：+65 8234 1097　｜　邮箱：lujingxing.sr@gmail.com　｜　现居：新加坡")
d.add_heading("教育背景", 1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
rows = [("时间", "学校", "专业", "学位"),
        ("2018/8-2019/7", "新加坡国立大学（NUS）", "计算机科学", "硕士（MComp）"),
        ("2014/9-2018/6", "武汉大学", "计算机科学与技术", "工学学士")]
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_heading("工作经历", 1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
rows = [("时间", "公司", "职位", "工作内容"),
        ("2019/8-至今", "Shopee（新加坡）", "搜索相关性工程师", "负责东南亚七个站点商品搜索的相关性模型；基于 Spark SQL 与 Hive 构建点击日志特征与人工标注样本；上线多语言 BERT 相关性模型，搜索 GMV 提升 2.3%"),
        ("2017/7-2017/9", "蘑菇街（杭州）", "搜索算法实习生", "参与女装类目 query 改写与同义词挖掘，离线 NDCG@10 提升 1.8%")]
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_heading("论文", 1)
d.add_paragraph("Chen W., Tan Y., Lu J., et al. Multilingual Relevance Modeling for Cross-Market Product Search. KDD 2021 Applied Data Science Track.（第三作者）")
d.add_heading("技能", 1)
d.add_paragraph("Python、Java、Scala；Elasticsearch、Spark、Hive；PyTorch、LightGBM；英语 IELTS 7.5")
d.save(os.path.join(OUT, "卢景行_简历_2021.docx"))

# 2) Margrethe Holmsted — English CV, name only in the footer
d = Document()
sec = d.sections[0]
sec.footer.paragraphs[0].text = "Curriculum vitae – Margrethe Holmsted – confidential"
d.add_heading("Curriculum Vitae", 0)
d.add_paragraph("Regulatory Affairs | Vaccines | CMC & clinical submissions")
d.add_paragraph("Hellerup, Denmark · +45 28 71 40 93 · mholmsted@protonmail.com")
d.add_heading("Professional experience", 1)
d.add_paragraph("Bavarian Nordic A/S, Hellerup, Denmark", style="Heading 2")
d.add_paragraph("Regulatory Affairs Manager, Vaccines — 03/2021 – today")
d.add_paragraph("Global regulatory lead for the smallpox/mpox vaccine lifecycle: I own the EU variation strategy and coordinate the responses to EMA and FDA questions on CMC changes, and during the 2022 mpox outbreak I prepared the extension-of-indication dossier and led the rolling-review meetings with the agency together with the clinical and quality teams, which took the file from first submission to opinion in under eleven weeks.", style="List Bullet")
d.add_paragraph("Line manager for three regulatory specialists; I maintain the eCTD publishing plan in Veeva Vault RIM.", style="List Bullet")
d.add_paragraph("Senior Regulatory Affairs Specialist — 01/2017 – 02/2021")
d.add_paragraph("Prepared Module 3 quality sections and post-approval change submissions for the freeze-dried vaccine formulation.", style="List Bullet")
d.add_paragraph("LEO Pharma A/S, Ballerup, Denmark", style="Heading 2")
d.add_paragraph("Regulatory Affairs Associate — 09/2010 – 12/2016")
d.add_paragraph("National-phase submissions and labelling updates for dermatology products in the Nordics.", style="List Bullet")
d.add_heading("Education", 1)
t = d.add_table(rows=3, cols=3); t.style = "Table Grid"
rows = [("since 10/2024", "Master of Drug Regulatory Affairs (M.D.R.A.), part-time", "University of Bonn, Germany — in progress"),
        ("2008 – 2010", "MSc in Pharmacy (cand.pharm.)", "University of Copenhagen"),
        ("2005 – 2008", "BSc in Pharmacy", "University of Copenhagen")]
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_heading("Publications", 1)
d.add_paragraph("Sørensen P., Holmsted M., Weidenthaler H., et al. Regulatory pathways for emergency use of a third-generation smallpox vaccine during the 2022 mpox outbreak. npj Vaccines 7, 154 (2022).")
d.add_heading("Certifications & talks", 1)
d.add_paragraph("Regulatory Affairs Certification (RAC-Drugs), RAPS, 2019")
d.add_paragraph("Speaker, DIA Europe 2024, Brussels: “Lessons from rolling reviews”")
d.add_heading("Skills", 1)
d.add_paragraph("eCTD, Veeva Vault RIM, EU CTR / CTIS, ICH M4Q; Danish, English, German")
d.save(os.path.join(OUT, "Holmsted_M_CV.docx"))
