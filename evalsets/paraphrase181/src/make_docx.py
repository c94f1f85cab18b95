"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def zh_font(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
    st.font.size = Pt(10.5)

# ---------- 仇映岚 (Chinese, tables) ----------
d = Document(); zh_font(d)
d.add_heading("仇映岚", 0)
d.add_paragraph("投资者关系 ｜ 上海 ｜ 手机：186-2177-0934 ｜ 邮箱：qiuyinglan_ir@outlook.com")
d.add_heading("基本信息", 1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
for i, (a, b, c, e) in enumerate([("性别", "女", "出生年月", "1994.03"),
                                  ("现居", "上海", "政治面貌", "群众"),
                                  ("求职意向", "IR 总监 / 董秘办", "期望城市", "上海、苏州")]):
    cells = t.rows[i].cells
    cells[0].text, cells[1].text, cells[2].text, cells[3].text = a, b, c, e
d.add_heading("教育背景", 1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]): c.text = h
for row in [("2022.09 - 2024.12", "复旦大学管理学院", "工商管理（在职 MBA，周末班）", "硕士"),
            ("2012.09 - 2016.06", "复旦大学", "药学院 药学", "本科")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row): c.text = v
d.add_heading("工作经历", 1)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "单位", "职位"]): c.text = h
for row in [("2024年1月 - 至今", "信达生物制药（苏州）有限公司（港股上市）", "投资者关系高级经理"),
            ("2021年3月 - 2023年12月", "信达生物制药（苏州）有限公司", "投资者关系经理"),
            ("2016年7月 - 2021年2月", "海通证券研究所", "医药行业分析师"),
            ("2015年7月 - 2015年8月", "德勤华永会计师事务所", "审计实习生")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row): c.text = v
d.add_paragraph("信达生物：负责港股业绩发布会、全球路演与反向路演，维护 200+ 家机构投资者关系；主导 ESG 报告的投资者沟通部分；搭建 IR 问答知识库。", style="List Bullet")
d.add_paragraph("海通证券：覆盖创新药与 CXO 板块，撰写深度报告 30 余篇；2019 年新财富最佳分析师医药组第四名（团队成员）。", style="List Bullet")
d.add_paragraph("德勤：参与两家医药企业年报审计的存货监盘与函证。", style="List Bullet")
d.add_heading("证书与技能", 1)
d.add_paragraph("证券从业资格、基金从业资格；英语 TEM-8 同等水平（IELTS 7.5）；Wind、Bloomberg 终端、Excel 建模。")
d.save(os.path.join(OUT, "仇映岚-投资者关系.docx"))

# ---------- Kuang Qiyan (English; name only in the header section) ----------
d = Document()
sec = d.sections[0]
sec.header.paragraphs[0].text = "Qiyan Kuang  ·  Backend Engineer  ·  Curriculum Vitae"
sec.footer.paragraphs[0].text = "kqy.dev@gmail.com  |  +86 159 8834 2201  |  Hangzhou"
d.add_heading("Backend Engineer — Java / Go, high-concurrency order systems", 1)
d.add_paragraph("Nine years building transactional backends; the last five on the order and dispatch path of a food-delivery platform serving tens of millions of orders a day.")
d.add_heading("Experience", 1)
p = d.add_paragraph(); r = p.add_run("Ele.me (Alibaba Local Services) — Shanghai / Hangzhou"); r.bold = True
d.add_paragraph("Senior Backend Engineer, Order Platform · 04/2021 - today")
for b in ["Owns the order state machine (Java, Spring Boot, MySQL sharding) handling 12M+ orders per day; led the migration from a monolith to 14 services.",
          "Rebuilt rider-dispatch event streaming on Kafka and RocketMQ with exactly-once consumers; p99 dispatch latency down from 900 ms to 180 ms.",
          "On-call lead for Double 11 and Spring Festival traffic peaks; wrote the capacity-planning runbook."]:
    d.add_paragraph(b, style="List Bullet")
p = d.add_paragraph(); r = p.add_run("Hundsun Technologies (恒生电子) — Hangzhou"); r.bold = True
d.add_paragraph("Software Engineer, Securities Trading Systems · 07/2017 - 03/2021")
for b in ["Developed the clearing module of a broker back-office system in Java and Oracle PL/SQL.",
          "Cut end-of-day settlement batch time by 40% by partitioning jobs across nodes."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", 1)
t = d.add_table(rows=2, cols=3); t.style = "Table Grid"
for i, row in enumerate([("Zhejiang University", "Master of Engineering (part-time), Software Engineering", "2022 – 2025"),
                         ("Huazhong University of Science and Technology (HUST)", "B.Eng., Computer Science and Technology", "2013 – 2017")]):
    for c, v in zip(t.rows[i].cells, row): c.text = v
d.add_heading("Talks", 1)
d.add_paragraph("“Exactly-once at dinner time: order events at Ele.me”, QCon Beijing 2023.")
d.add_heading("Skills", 1)
d.add_paragraph("Java, Go, Spring Boot, MySQL, Redis, Kafka, RocketMQ, Kubernetes, Prometheus")
d.save(os.path.join(OUT, "resume_backend_2026.docx"))
print("ok")
