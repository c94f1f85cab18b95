"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def zh_font(doc):
    st = doc.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")

def table(doc, rows, header=True):
    t = doc.add_table(rows=len(rows), cols=len(rows[0])); t.style = "Table Grid"
    for i, r in enumerate(rows):
        for j, c in enumerate(r):
            t.cell(i, j).text = c
            if header and i == 0:
                for p in t.cell(i, j).paragraphs:
                    for run in p.runs: run.bold = True
    return t

# ---- 贝思妤 (Chinese, tables) ----
d = Document(); zh_font(d)
d.add_heading("贝思妤", 0)
d.add_paragraph("品牌市场经理 ｜ 上海 ｜ 139-1638-2075 ｜ siyu.bei@outlook.com")
d.add_heading("个人概要", 1)
d.add_paragraph("14 年美妆行业品牌营销经验，操盘过大众与高端两类护肤/彩妆品牌的全年整合营销、新品上市与达人种草，擅长以消费者洞察驱动产品定位与内容策略。")
d.add_heading("工作经历", 1)
table(d, [
    ["时间", "公司", "职位", "主要职责与业绩"],
    ["2020.06–至今", "上海家化联合股份有限公司（佰草集事业部）", "品牌市场经理",
     "负责佰草集年度品牌规划与 2.3 亿元营销预算；主导“新七白”系列焕新上市，上市首年销售额同比增长 46%；搭建抖音、小红书达人矩阵。"],
    ["2014.07–2020.05", "欧莱雅（中国）有限公司 美宝莲纽约", "品牌经理",
     "负责美宝莲唇部彩妆品类，主导“超持妆”口红上市 campaign，天猫超级品牌日单日 GMV 破亿。"],
    ["2012.07–2014.06", "欧莱雅（中国）有限公司 美宝莲纽约", "品牌助理（管理培训生）",
     "支持新品上市物料、门店陈列与消费者调研。"],
])
d.add_heading("教育背景", 1)
table(d, [
    ["时间", "学校", "专业", "学历"],
    ["2019.09–2021.06", "中欧国际工商学院", "工商管理（在职）", "MBA"],
    ["2008.09–2012.06", "上海外国语大学", "广告学", "文学学士"],
])
d.add_heading("荣誉与证书", 1)
d.add_paragraph("2018 年 戛纳国际创意节 媒介类铜狮（美宝莲项目团队成员）")
d.add_paragraph("2016 年 欧莱雅中国 年度最佳新品上市奖")
d.add_heading("技能", 1)
d.add_paragraph("消费者洞察、整合营销、达人投放、预算管理、Nielsen/凯度数据解读、Python（在线课程）、SQL（入门）")
d.save(os.path.join(OUT, "贝思妤_品牌市场经理.docx"))

# ---- Callum Wetherby, OLD CV (2021) ----
d = Document()
d.add_heading("Callum Wetherby", 0)
d.add_paragraph("Director of Engineering · Wellington, New Zealand · callum.wetherby@fastmail.com · +64 21 448 9031")
d.add_paragraph("CV updated March 2021")
d.add_heading("Profile", 1)
d.add_paragraph("Engineering leader with a decade of building and scaling cloud platforms and the teams behind them. I care about boring, reliable infrastructure, clear ownership and growing engineers into leaders.")
d.add_heading("Experience", 1)
d.add_heading("Director of Engineering — Xero, Wellington (Jul 2020 – present)", 2)
d.add_paragraph("Lead the Payments & Bank Feeds engineering group (9 teams, 70 engineers) of Xero's accounting SaaS platform.", style="List Bullet")
d.add_paragraph("Drove the migration of 120 services from EC2 to Kubernetes (EKS), with a paved-road CI/CD template.", style="List Bullet")
d.add_heading("Senior Engineering Manager — Alibaba Cloud (Aliyun) International, Singapore (Jan 2015 – Jun 2020)", 2)
d.add_paragraph("Built the Singapore container-service team from 3 to 35 engineers; launched Alibaba Cloud Container Service for Kubernetes (ACK) in six international regions.", style="List Bullet")
d.add_paragraph("On-call escalation owner for the Singles' Day traffic peak 2016–2019.", style="List Bullet")
d.add_heading("Software Engineer → Senior Software Engineer — Skyscanner, Edinburgh (Sep 2010 – Dec 2014)", 2)
d.add_paragraph("Flight-search pricing cache in Java and Python; promoted to Senior in 2013.", style="List Bullet")
d.add_heading("Education", 1)
table(d, [
    ["Institution", "Programme", "Dates", "Outcome"],
    ["University of Edinburgh", "PhD programme, School of Informatics (distributed systems)", "2008 – 2010", "Left after two years, no degree awarded"],
    ["University of Edinburgh", "BSc (Hons) Computer Science", "2004 – 2008", "First Class"],
])
d.add_heading("Community", 1)
d.add_paragraph("Programme committee member, QCon Shanghai 2019 (track host, Cloud Native).")
d.add_paragraph("Mentor, Women Who Code Wellington (2021).")
d.save(os.path.join(OUT, "callum_wetherby_2021.docx"))
print("ok")
