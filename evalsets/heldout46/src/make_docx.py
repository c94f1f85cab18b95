"""Builds the two DOCX CVs in ../cvs/."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

OUT = Path(__file__).resolve().parent.parent / "cvs"


def cjk(doc, font="Noto Sans CJK SC"):
    st = doc.styles["Normal"]
    st.font.name = font
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)
    st.font.size = Pt(10.5)


def table(doc, rows, header=None):
    n = len(rows[0])
    t = doc.add_table(rows=0, cols=n)
    t.style = "Table Grid"
    if header:
        cells = t.add_row().cells
        for c, v in zip(cells, header):
            c.text = v
            for r in c.paragraphs[0].runs:
                r.bold = True
    for row in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    return t


# ---------------- 彭诗雨 (new CV, 2026, Chinese, tables) ----------------
d = Document()
cjk(d)
d.add_heading("彭诗雨 · 个人简历", level=0)
table(d, [
    ["姓名", "彭诗雨", "性别", "女"],
    ["手机", "186-0283-5571", "邮箱", "pengshiyu.bi@163.com"],
    ["现居", "上海", "求职意向", "BI 分析 / 数据分析负责人"],
])
d.add_heading("教育背景", level=1)
table(d, [
    ["2024.09 - 至今", "佐治亚理工学院 Georgia Institute of Technology", "Online Master of Science in Analytics（OMSA，在线硕士，在读，业余学习）"],
    ["2015.09 - 2019.06", "西南财经大学", "统计学 本科（经济学学士）"],
], header=["时间", "学校", "专业 / 学位"])
d.add_heading("工作经历", level=1)
table(d, [
    ["2024.06 - 至今", "宜家家居（中国）IKEA China", "高级BI分析师"],
    ["2022.08 - 2024.05", "盒马鲜生（阿里巴巴集团）", "BI分析师"],
    ["2019.07 - 2022.07", "苏宁易购集团", "数据分析师"],
    ["2018.07 - 2018.09", "京东零售", "数据分析实习生"],
], header=["时间", "公司", "职位"])
d.add_heading("宜家家居（中国） 高级BI分析师", level=2)
for s in [
    "负责中国区 36 家商场的销售与会员看板，使用 Power BI 搭建门店经营日报，覆盖区域经理及以上约 120 名用户。",
    "用 SQL 与 dbt 重构销售宽表，看板刷新时间从 40 分钟降至 6 分钟。",
    "牵头完成“家居服务”业务的客单价归因分析，结论用于 2025 年度门店排班调整。",
]:
    d.add_paragraph(s, style="List Bullet")
d.add_heading("盒马鲜生 BI分析师", level=2)
for s in [
    "负责华东区门店生鲜损耗分析，基于 MaxCompute 与 Quick BI 建设损耗监控看板。",
    "搭建门店-品类两级补货预警规则，试点门店生鲜损耗率下降 1.8 个百分点。",
]:
    d.add_paragraph(s, style="List Bullet")
d.add_heading("苏宁易购集团 数据分析师", level=2)
for s in [
    "负责家电品类线上促销（818、双十一）效果复盘，使用 Tableau 与 Python 输出周报。",
]:
    d.add_paragraph(s, style="List Bullet")
d.add_heading("技能", level=1)
table(d, [
    ["BI 工具", "Power BI、Tableau、Quick BI、Excel"],
    ["数据", "SQL（Hive / MaxCompute / Snowflake）、dbt、Python（pandas）"],
    ["方法", "指标体系搭建、A/B 实验分析、归因分析"],
])
d.add_heading("证书", level=1)
d.add_paragraph("Microsoft Certified: Power BI Data Analyst Associate（2023）")
d.save(OUT / "彭诗雨_BI分析师_2026.docx")


# ---------------- Clara Westergaard (English) ----------------
d = Document()
d.add_heading("Clara Westergaard", level=0)
d.add_paragraph("Group Product Manager · B2B SaaS · Dublin, Ireland")
d.add_paragraph("clara.westergaard@gmail.com | +353 87 614 2290 | linkedin.com/in/clarawestergaard")
d.add_heading("Profile", level=1)
d.add_paragraph(
    "Product leader for B2B SaaS with a decade in product management, most of it on CRM and "
    "customer-service software for small and mid-sized businesses. I started on the customer side "
    "of SaaS, in customer success, and moved into product in 2016. Today I lead a team of four "
    "product managers and own the roadmap for HubSpot's Service Hub ticketing and help desk."
)
d.add_heading("Experience", level=1)

def job(org, title, dates, bullets):
    p = d.add_paragraph()
    r = p.add_run(org)
    r.bold = True
    p.add_run(" — " + title + "\t" + dates)
    for b in bullets:
        d.add_paragraph(b, style="List Bullet")

job("HubSpot, Dublin", "Group Product Manager, Service Hub", "Apr 2023 – Present", [
    "Manage four product managers across ticketing, help desk and customer portal; hire, coach and run performance reviews for the team.",
    "Own the Service Hub help-desk roadmap; led the 2024 help-desk workspace launch used by 30,000+ customer accounts.",
])
job("HubSpot, Dublin", "Senior Product Manager, Service Hub", "Jul 2019 – Mar 2023", [
    "Owned SLA and routing features for ticketing; shipped skills-based routing and SLA reporting.",
    "Built the Stripe payments integration with Stripe's partner team so customers could take payments inside tickets.",
])
job("Zendesk, Dublin", "Product Manager, Guide (knowledge base)", "Jan 2018 – Jun 2019", [
    "Owned article analytics and content-gap suggestions for Zendesk Guide.",
])
job("Zendesk, Dublin", "Associate Product Manager, Guide", "Sep 2016 – Dec 2017", [
    "Wrote specs and ran beta programmes for the knowledge-base editor.",
])
job("Salesforce, Dublin", "Customer Success Analyst, SMB EMEA", "Sep 2014 – Aug 2016", [
    "Ran onboarding and adoption health checks for roughly 150 small-business Sales Cloud customers.",
])

d.add_heading("Education", level=1)
t = d.add_table(rows=0, cols=3)
t.style = "Table Grid"
for row in [
    ["UCD Michael Smurfit Graduate Business School", "Executive MBA (part-time), in progress — expected 2027", "2025 – present"],
    ["Trinity College Dublin", "BA (Mod.) Business, Economic and Social Studies", "2010 – 2014"],
]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v

d.add_heading("Skills & certifications", level=1)
d.add_paragraph("Product discovery, roadmapping, pricing and packaging, SQL (Snowflake), Amplitude, Jira, Figma")
d.add_paragraph("AWS Certified Cloud Practitioner (2021); Pragmatic Institute PMC-III")
d.add_heading("Talks", level=1)
d.add_paragraph("SaaStr Europa 2022 — “Help desks for teams of five”")
d.save(OUT / "Clara_Westergaard_PM.docx")
print("ok")
