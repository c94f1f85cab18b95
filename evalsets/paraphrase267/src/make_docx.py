from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH

# ---------- 1) Chinese DOCX with tables: 桂晓岑 ----------
d = Document()
st = d.styles["Normal"]; st.font.name = "Microsoft YaHei"; st.font.size = Pt(10.5)
t = d.add_heading("个人简历", level=0)
p = d.add_paragraph("姓名：桂晓岑　　性别：女　　现居：苏州　　电话：139-1520-6637　　邮箱：gxc_bioprocess@126.com")
p = d.add_paragraph("求职意向：工艺开发（上游细胞培养）/ CMC 技术负责人")

d.add_heading("教育背景", level=1)
tb = d.add_table(rows=1, cols=4); tb.style = "Table Grid"
for c, s in zip(tb.rows[0].cells, ["时间", "学校", "专业", "学历"]): c.text = s
for row in [("2016.09 - 2019.06", "华东理工大学", "生物化工", "工学硕士"),
            ("2012.09 - 2016.06", "中国药科大学", "生物制药", "理学学士")]:
    cells = tb.add_row().cells
    for c, s in zip(cells, row): c.text = s

d.add_heading("工作经历", level=1)
tb = d.add_table(rows=1, cols=3); tb.style = "Table Grid"
for c, s in zip(tb.rows[0].cells, ["时间", "单位", "职位 / 部门"]): c.text = s
for row in [("2022年7月 - 至今", "药明生物技术有限公司", "高级科学家（工艺开发部 · 上游细胞培养）"),
            ("2019年8月 - 2022年6月", "药明生物技术有限公司", "科学家（工艺开发部）"),
            ("2018年7月 - 2018年12月", "上海复星医药（集团）股份有限公司", "实习生（生物药原液工艺）")]:
    cells = tb.add_row().cells
    for c, s in zip(cells, row): c.text = s
d.add_paragraph("主要工作：")
for s in ["负责 CHO 细胞 fed-batch 与灌流工艺开发，服务 20 余个单抗与双抗 CDMO 项目，从 2 L 小试放大到 2000 L 一次性生物反应器；",
          "用 JMP 做 DoE 优化培养基与补料策略，平均表达量从 3.2 g/L 提升至 5.8 g/L；",
          "撰写 IND 申报资料中的工艺开发章节（CMC 3.2.S.2.6），支持 6 个项目获得 FDA / NMPA 临床批件。"]:
    d.add_paragraph(s, style="List Bullet")

d.add_heading("论文与学术活动", level=1)
for s in ["桂晓岑, 周立新, 沈卫. Perfusion-based intensification of CHO cultures for bispecific antibody production. Biotechnology Progress, 2021, 37(5): e3172.（第一作者）",
          "周立新, 桂晓岑. Raman-based feedback control of glucose in fed-batch cultures. Biotechnology and Bioengineering, 2023.（第二作者）",
          "2023 年 受邀在 中国生物制药工艺大会 作口头报告",
          "2024 年 参加 BIO International Convention（圣迭戈）"]:
    d.add_paragraph(s, style="List Bullet")

d.add_heading("技能", level=1)
tb = d.add_table(rows=3, cols=2); tb.style = "Table Grid"
for r, (a, b) in zip(tb.rows, [("工艺", "细胞培养、生物反应器放大、AKTA 纯化、DoE"),
                                ("软件", "JMP、SQL、Power BI、Python（入门）"),
                                ("语言", "英语 CET-6，可作为工作语言")]):
    r.cells[0].text = a; r.cells[1].text = b
d.save("../cvs/桂晓岑-工艺开发-简历.docx")

# ---------- 2) English DOCX, name only in the header: Ishaan Ranade ----------
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
hdr = d.sections[0].header.paragraphs[0]
hdr.text = "ISHAAN RANADE  ·  Growth Analyst  ·  Bengaluru"
hdr.alignment = WD_ALIGN_PARAGRAPH.RIGHT
d.add_paragraph("ishaan.r.analytics@gmail.com  |  +91 98450 31277  |  linkedin.com/in/ishaanranade")
d.add_heading("Summary", level=1)
d.add_paragraph("Growth and product analyst, seven years in consumer internet and analytics consulting. "
                "I turn funnel data into experiments: cohort retention, pricing tests, referral loops and CRM journeys.")
d.add_heading("Experience", level=1)
p = d.add_paragraph(); r = p.add_run("Swiggy — Growth Analyst, Instamart Growth Pod"); r.bold = True
p.add_run("\t08/2023 - today")
for s in ["Own the weekly growth review for Instamart: new-user activation, repeat rate and basket size across 25 cities.",
          "Write SQL (Snowflake) and Python notebooks for cohort and LTV analysis; built the Tableau dashboards the category team uses every morning.",
          "Designed and read out 40+ A/B tests on delivery-fee and free-delivery thresholds; one change added ₹11 crore in annualised GMV."]:
    d.add_paragraph(s, style="List Bullet")
p = d.add_paragraph(); r = p.add_run("Mu Sigma — Business Analyst → Senior Business Analyst"); r.bold = True
p.add_run("\t08/2019 - 07/2023")
for s in ["Analytics consultant embedded with a US retail client's marketing team; media-mix models in R and SQL.",
          "Promoted to Senior Business Analyst in 04/2021; led a team of four analysts."]:
    d.add_paragraph(s, style="List Bullet")
p = d.add_paragraph(); r = p.add_run("Zomato — Analytics Intern (summer internship)"); r.bold = True
p.add_run("\tsummer 2018")
d.add_paragraph("Restaurant-onboarding funnel analysis for the Gurugram ops team.", style="List Bullet")
d.add_heading("Education", level=1)
d.add_paragraph("M.S. in Analytics (online, part-time) — Georgia Institute of Technology, since 01/2024, expected 2027")
d.add_paragraph("B.Tech, Mechanical Engineering — Indian Institute of Technology Bombay, 2015 – 2019")
d.add_heading("Skills", level=1)
d.add_paragraph("SQL, Python (pandas, statsmodels), Tableau, Amplitude, CleverTap, R, Excel")
d.add_heading("Other", level=1)
d.add_paragraph("Winner, Swiggy internal Growth Hackathon 2024 · Kaggle Expert")
d.save("../cvs/resume_growth_2026.docx")
print("ok")
