"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    if header:
        cells = t.add_row().cells
        for c, h in zip(cells, header):
            c.text = h
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t

# ---------- 毕若楠 (Chinese, tables) ----------
d = Document()
d.add_heading("毕若楠　个人简历", 0)
d.add_paragraph("求职意向：品类总监 / 高级品类经理（生鲜、日配）　｜　上海　｜　手机：139 1742 6638　｜　邮箱：biruonan_retail@126.com")
d.add_heading("教育背景", 1)
table(d, [
    ["2023年9月 - 2025年6月", "中欧国际工商学院", "工商管理硕士（在职 MBA）"],
    ["2010年9月 - 2014年6月", "上海财经大学", "市场营销 学士"],
], header=["时间", "学校", "学历 / 专业"])
d.add_heading("工作经历", 1)
table(d, [
    ["2022年6月 - 至今", "盒马鲜生（阿里巴巴集团旗下）", "高级品类经理（生鲜水产）"],
    ["2018年3月 - 2022年5月", "永辉超市股份有限公司", "品类经理（生鲜）"],
    ["2014年7月 - 2018年2月", "家乐福（中国）", "采购助理 → 品类专员"],
], header=["时间", "公司", "职位"])
d.add_heading("工作内容", 2)
for s in [
    "盒马：负责华东区水产品类年销售额约 9 亿元，制定品类角色与价格带；每周用 SQL 从门店数据仓库拉取销售和损耗数据，搭建 Power BI 看板跟踪动销。",
    "盒马：推动 12 个产地直采基地落地，品类毛利率提升 2.3 个百分点，损耗率下降 1.1 个百分点。",
    "永辉超市：负责上海、江苏 80 余家门店的生鲜品类规划与供应商谈判，主导年度品类回顾（Category Review），引入 140 个新品。",
    "家乐福：协助采购经理完成供应商年度合同谈判，维护商品主数据，编制促销排期。",
]:
    d.add_paragraph(s, style="List Bullet")
d.add_heading("荣誉与证书", 1)
d.add_paragraph("2020 年 永辉超市华东区“年度优秀品类经理”；中国连锁经营协会（CCFA）品类管理高级研修班结业（2019）。")
d.add_heading("技能", 1)
d.add_paragraph("品类管理、供应商谈判、SQL、Excel（数据透视/Power Query）、Power BI、SAP MM")
d.save(os.path.join(OUT, "毕若楠-品类经理-简历.docx"))

# ---------- freelance UX designer: name only in the footer ----------
d = Document()
sec = d.sections[0]
sec.footer.paragraphs[0].text = "Inês Valadares · Curriculum Vitae · 2026"
p = d.add_paragraph()
r = p.add_run("Product & UX Designer — freelance")
r.bold = True; r.font.size = Pt(20)
d.add_paragraph("Lisbon, Portugal · hello@valadares.studio · +351 912 448 730 · valadares.studio")
d.add_heading("Profile", 1)
d.add_paragraph("Independent UX designer working with product teams on research-led redesigns of consumer apps, "
                "checkout flows and design systems. Before going freelance I spent four years in-house at Spotify.")
d.add_heading("Experience", 1)
d.add_paragraph("Freelance UX Designer (self-employed) — Lisbon · since 07/2018").runs[0].bold = True
for s in [
    "Full-time independent practice; typical engagements last 3–9 months, embedded in the client's product team.",
    "Client engagements (contracts, not employment): Klarna (checkout redesign, 2019–2020), Deliveroo (rider-app onboarding research, 2021), Sony Music Entertainment (artist-portal design system, 2023), Feedzai (fraud-analyst dashboard, 2024–2025).",
    "Run discovery workshops, usability tests and hand-off to engineering in Figma.",
]:
    d.add_paragraph(s, style="List Bullet")
d.add_paragraph("UX Designer, Spotify — Stockholm · 09/2014 – 06/2018").runs[0].bold = True
for s in [
    "Designed the first version of collaborative playlist editing on mobile; ran 40+ moderated usability sessions.",
    "Contributed components to the Encore design system.",
]:
    d.add_paragraph(s, style="List Bullet")
d.add_paragraph("Design Intern, IDEO — Munich · summer 2013").runs[0].bold = True
d.add_paragraph("Ten-week studio internship on a healthcare service-design project.", style="List Bullet")
d.add_heading("Education", 1)
table(d, [
    ["MA Interaction Design", "Umeå Institute of Design, Umeå University", "2012 – 2014"],
    ["BA Communication Design", "Universidade de Lisboa (Faculdade de Belas-Artes)", "2008 – 2011"],
])
d.add_heading("Talks", 1)
d.add_paragraph("“Designing for trust in checkout” — UXLx conference, Lisbon, 2022.")
d.add_heading("Skills", 1)
d.add_paragraph("Figma, FigJam, Framer, Principle, usability testing, journey mapping, design systems, HTML/CSS, SQL, Python")
d.save(os.path.join(OUT, "cv_ux_2026.docx"))
print("ok")
