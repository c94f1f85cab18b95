"""Builds the two DOCX CVs: 伍可颖 (Chinese, tables) and Farrah Nasution (English, name only in footer)."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs")

def zh_font(doc):
    st = doc.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

def table(doc, rows, header=True):
    t = doc.add_table(rows=len(rows), cols=len(rows[0])); t.style = "Table Grid"
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = v
            if header and i == 0:
                for p in t.cell(i, j).paragraphs:
                    for run in p.runs: run.bold = True
    return t

# ---------------- 伍可颖 ----------------
d = Document(); zh_font(d)
d.add_heading("伍可颖　个人简历", level=0)
d.add_paragraph("生物统计经理　|　杭州　|　电话：139-5718-2264　|　邮箱：keying.wu@163.com")
d.add_heading("基本信息", level=1)
table(d, [["求职意向", "生物统计负责人 / 统计总监"],
          ["工作年限", "2015年起从事临床试验生物统计"],
          ["所在城市", "浙江 杭州"]], header=False)
d.add_heading("教育背景", level=1)
table(d, [["时间", "学校", "专业", "学历"],
          ["2023.09 - 至今", "复旦大学 公共卫生学院", "流行病与卫生统计学（生物统计方向）", "博士研究生在读（非全日制）"],
          ["2012.09 - 2015.06", "浙江大学 医学院", "流行病与卫生统计学", "硕士"],
          ["2008.09 - 2012.06", "四川大学 华西公共卫生学院", "预防医学", "学士"]])
d.add_heading("工作经历", level=1)
table(d, [["时间", "公司", "职位"],
          ["2021.03 - 至今", "杭州泰格医药科技股份有限公司（临床CRO）", "生物统计经理"],
          ["2018.01 - 2021.02", "杭州泰格医药科技股份有限公司", "高级生物统计师"],
          ["2015.07 - 2017.12", "杭州泰格医药科技股份有限公司", "生物统计师"],
          ["2014.07 - 2014.09", "携程旅行网（上海）", "数据分析实习生"]])
d.add_paragraph("主要工作内容：")
for b in ["负责 II/III 期肿瘤及心血管临床试验的统计分析计划（SAP）撰写、样本量计算与期中分析设计；",
          "使用 SAS 与 R 完成 CDISC SDTM/ADaM 数据集及 TLF 编程，支持 NMPA 与 FDA 申报，累计参与 20 余项注册研究；",
          "管理 6 人统计编程团队，建立 SAS 宏库与 R Shiny 质控看板；",
          "携程实习期间：用 SQL 与 Python 分析酒店预订转化漏斗。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("论文发表", level=1)
d.add_paragraph("Wu K, Zhang L, Fang Y. A Bayesian adaptive design for seamless phase II/III oncology trials with delayed response. Statistics in Medicine, 2022, 41(9): 1583-1600.（第一作者）")
d.add_paragraph("2023 DIA 中国年会 演讲嘉宾：适应性设计在注册研究中的应用")
d.add_heading("专业技能", level=1)
d.add_paragraph("SAS（Base/STAT/Macro，SAS 认证高级程序员）、R、East、CDISC 标准、贝叶斯适应性设计、生存分析")
d.save(os.path.join(OUT, "伍可颖_简历.docx"))

# ---------------- Farrah Nasution ----------------
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
sec = d.sections[0]
sec.footer.paragraphs[0].text = "Farrah Nasution · Curriculum Vitae · page 1"
d.add_heading("Senior Technology Recruitment Consultant", level=0)
d.add_paragraph("Singapore  ·  +65 9127 4408  ·  f.nasution.recruits@gmail.com  ·  linkedin.com/in/farrah-nasution")
d.add_heading("Summary", level=1)
d.add_paragraph("Agency recruiter with six years of experience placing software, data and platform engineers across "
                "South-East Asia. I run full-cycle searches for permanent and contract roles, from intake calls with "
                "hiring managers to offer negotiation, and I enjoy learning enough about each tech stack to screen "
                "candidates credibly.")
d.add_heading("Experience", level=1)
table(d, [["Dates", "Employer", "Role"],
          ["Jan 2023 – Present", "Hays (Hays Specialist Recruitment Pte Ltd)", "Senior Consultant, Technology"],
          ["Sep 2020 – Dec 2022", "Hays (Hays Specialist Recruitment Pte Ltd)", "Consultant, Technology"],
          ["May 2019 – Aug 2019", "LinkedIn Singapore", "Talent Solutions Intern"]])
for b in ["Placed 70+ permanent hires, including Kubernetes and SRE engineers, backend developers and data scientists, for clients such as Grab, Uber, Revolut, Tencent Music and several EV makers expanding into the region.",
          "Built the desk's contract-engineering pipeline from zero to S$1.2m annual billings in 2024.",
          "At LinkedIn: supported the Talent Solutions sales team with market-mapping reports on APAC tech hiring."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", level=1)
d.add_paragraph("National University of Singapore — Bachelor of Business Administration (Honours), 2016 – 2020")
d.add_heading("Certifications & Awards", level=1)
d.add_paragraph("AIRS Certified Internet Recruiter (2021); Hays APAC Rookie of the Year (2021)")
d.add_heading("Skills", level=1)
d.add_paragraph("Boolean and X-ray sourcing, LinkedIn Recruiter, Bullhorn CRM, salary benchmarking, stakeholder management; "
                "working knowledge of cloud and container terminology for screening.")
d.save(os.path.join(OUT, "cv_senior_consultant.docx"))
print("ok")
