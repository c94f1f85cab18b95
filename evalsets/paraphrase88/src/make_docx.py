"""Builds the two DOCX CVs in ../cvs/."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def tan_yating():
    d = Document()
    p = d.add_paragraph(); r = p.add_run("谈雅婷"); r.bold = True; r.font.size = Pt(20)
    p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_paragraph("风险分析 | 车险反欺诈 | 信用保证保险风控　　电话：137 6120 5583　邮箱：tanyating.risk@qq.com　深圳").alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_heading("工作经历", level=1)
    t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["时间", "单位", "岗位", "主要工作"]):
        c.text = h
    rows = [
        ("2023.04–至今", "中国平安财产保险股份有限公司 风险管理部", "高级风险分析师",
         "负责信用保证保险业务的准入与额度策略；用 Hive SQL 搭建客户风险特征宽表，月度复盘坏账率与核保通过率。"),
        ("2020.07–2023.03", "中国平安财产保险股份有限公司 车险理赔反欺诈中心", "风险分析师",
         "搭建车险理赔欺诈识别评分卡（逻辑回归 + XGBoost），上线后可疑案件识别率提升 18%。"),
        ("2019.06–2019.08", "华泰证券股份有限公司 研究所（非银金融组）", "暑期实习生",
         "整理上市险企偿付能力数据，协助撰写保险行业月报。"),
    ]
    for row in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    d.add_heading("教育背景", level=1)
    t2 = d.add_table(rows=1, cols=4); t2.style = "Table Grid"
    for c, h in zip(t2.rows[0].cells, ["时间", "学校", "专业", "学历"]):
        c.text = h
    cells = t2.add_row().cells
    for c, v in zip(cells, ["2016.09–2020.06", "西南财经大学", "保险学（精算方向）", "本科 / 经济学学士"]):
        c.text = v
    d.add_heading("证书与荣誉", level=1)
    d.add_paragraph("FRM 二级已通过（2022）", style="List Bullet")
    d.add_paragraph("平安产险年度优秀员工（2022）", style="List Bullet")
    d.add_paragraph("全国大学生统计建模大赛 二等奖（2019）", style="List Bullet")
    d.add_heading("技能", level=1)
    d.add_paragraph("SQL（Hive / MySQL）、Python（pandas、scikit-learn）、SAS、评分卡建模、Tableau；英语 CET-6")
    d.save(os.path.join(OUT, "谈雅婷-风险分析师.docx"))

def pemberley():
    d = Document()
    sec = d.sections[0]
    sec.footer.paragraphs[0].text = "Graham Pemberley · graham.pemberley@proton.me · +86 135 0172 6648 · page 1"
    d.add_heading("VP of Engineering — Fintech & Insurtech Platforms", level=0)
    d.add_paragraph("Shanghai, China · open to Singapore / Hong Kong")
    d.add_heading("Summary", level=1)
    d.add_paragraph("Engineering leader with 18 years in software, the last 12 in management. I build and run "
                    "engineering organisations of 50–300 people in regulated industries: platform migrations, "
                    "reliability programmes, hiring and org design, and turning compliance requirements into "
                    "engineering roadmaps that actually ship.")
    d.add_heading("Experience", level=1)
    jobs = [
        ("ZhongAn Online P&C Insurance (众安保险), Shanghai", "VP of Engineering · Jan 2021 – present", [
            "Run a 280-person engineering org (policy core, claims, pricing platform, SRE); report to the CTO.",
            "Led the move of the policy core from a VM fleet to Kubernetes across three regions with zero unplanned downtime during the 2023 Double-11 peak.",
            "Cut median claims-payout processing time from 2 days to 4 hours through an event-driven claims pipeline.",
        ]),
        ("WeBank, Shenzhen", "Director of Engineering, Retail Lending Technology · Jan 2019 – Dec 2020", [
            "Managed 9 teams (≈110 engineers) building the loan-origination and collections platforms.",
            "Introduced SLO-based on-call and quarterly architecture reviews.",
        ]),
        ("Microsoft", "Principal Software Engineering Manager, Bing Ads · Microsoft (China), Suzhou · Jul 2013 – Dec 2018", [
            "Grew the Suzhou ads-delivery team from 14 to 60 engineers; owned the real-time bidding service at 2M QPS.",
        ]),
        ("", "Software Engineer → Senior Software Engineer, Exchange Online · Redmond, WA · Sep 2008 – Jun 2013", [
            "Worked on mail-flow test infrastructure and later the Exchange Online telemetry pipeline.",
        ]),
    ]
    for org, role, bullets in jobs:
        if org:
            p = d.add_paragraph(); p.add_run(org).bold = True
        p = d.add_paragraph(); p.add_run(role).italic = True
        for b in bullets:
            d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education", level=1)
    d.add_paragraph("University of Edinburgh — BSc (Hons) Computer Science, 2004 – 2008")
    d.add_paragraph("University of Washington — PhD studies in Computer Science (part-time, 2009 – 2011; left without completing the degree)")
    d.add_heading("Speaking & other", level=1)
    d.add_paragraph("Panelist, “LLMs in insurance claims”, ACL 2025 Industry Track panel, Vienna", style="List Bullet")
    d.add_paragraph("Keynote, QCon Shanghai 2023: “Moving an insurer’s core to Kubernetes”", style="List Bullet")
    d.add_paragraph("Advisory board member, Hong Kong Insurtech Association (2024 – present)", style="List Bullet")
    d.add_heading("Skills", level=1)
    d.add_paragraph("Engineering management, org design, Kubernetes, cloud cost (FinOps), Java/Go ecosystems, SQL, risk & compliance (CBIRC, MAS TRM)")
    d.save(os.path.join(OUT, "resume_vpe_2026.docx"))

tan_yating(); pemberley()
