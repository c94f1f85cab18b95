from docx import Document
from docx.shared import Pt

def owain():
    d = Document()
    d.add_heading("Owain Tolvaddon ACII", 0)
    d.add_paragraph("Senior Loss Adjuster  |  Manchester, UK  |  owain.tolvaddon@outlook.com  |  07700 900 412")
    d.add_heading("Profile", 1)
    d.add_paragraph("Chartered loss adjuster with more than a decade of commercial property claims: fire, escape of water, "
                    "flood and business interruption. Comfortable running large losses from first site visit to final settlement.")
    d.add_heading("Experience", 1)
    d.add_heading("FM Global (Factory Mutual Insurance Company) — Senior Loss Adjuster", 2)
    d.add_paragraph("04/2021 - today, Manchester")
    d.add_paragraph("Adjust commercial and industrial property losses for FM Global policyholders across the North of England, typically £1m–£40m.", style="List Bullet")
    d.add_paragraph("Measure damaged buildings on site and redraw floor plans and reinstatement drawings in AutoCAD to agree quantum with contractors.", style="List Bullet")
    d.add_heading("Crawford & Company (UK) — Claims Adjuster, later Senior Claims Adjuster", 2)
    d.add_paragraph("09/2014 - 03/2021, Leeds")
    d.add_paragraph("Claims Adjuster 09/2014 - 05/2018; promoted to Senior Claims Adjuster 06/2018.", style="List Bullet")
    d.add_paragraph("Handled the 2019 warehouse fire loss for client IKEA at a regional distribution site, coordinating salvage and stock valuation.", style="List Bullet")
    d.add_paragraph("Produced scaled damage sketches in AutoCAD LT for flood claims after Storm Desmond.", style="List Bullet")
    d.add_heading("Education & Qualifications", 1)
    t = d.add_table(rows=3, cols=3)
    rows = [("2011 - 2014", "BSc (Hons) Building Surveying", "Sheffield Hallam University"),
            ("2019", "Associate of the Chartered Insurance Institute (ACII)", "Chartered Insurance Institute"),
            ("2016", "Certificate in Insurance (Cert CII)", "Chartered Insurance Institute")]
    for r, vals in zip(t.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("Skills", 1)
    d.add_paragraph("Xactimate, AutoCAD, MS Excel, building pathology, BI calculations, policy wording interpretation")
    d.save("../cvs/Owain_Tolvaddon_CV.docx")

def qiao():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
    d.add_heading("乔蔓笙  个人简历", 0)
    t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
    info = [("性别", "女", "电话", "186-2155-0731"), ("邮箱", "qiaomansheng@126.com", "现居", "上海"),
            ("求职意向", "医学事务 / MSL（肿瘤）", "工作年限", "9年")]
    for r, vals in zip(t.rows, info):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
    edu = [("时间", "学校", "专业", "学历"),
           ("2012年9月 - 2017年6月", "中国药科大学", "药理学", "博士"),
           ("2008年9月 - 2012年6月", "沈阳药科大学", "药学", "本科")]
    for r, vals in zip(t.rows, edu):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("工作经历", 1)
    t = d.add_table(rows=4, cols=3); t.style = "Table Grid"
    work = [("时间", "公司 / 职位", "工作内容"),
            ("2022年3月 - 至今", "和黄医药（HUTCHMED）  高级医学科学联络官（肿瘤）",
             "负责华东区结直肠癌、神经内分泌瘤产品的医学沟通；组织区域病例研讨会 30 余场；支持研究者发起的临床研究（IIT）立项。"),
            ("2019年7月 - 2022年2月", "信达生物（Innovent Biologics）  医学科学联络官",
             "负责 PD-1 单抗在肺癌领域的学术推广与 KOL 关系维护；撰写医学问答资料。"),
            ("2017年7月 - 2019年6月", "复旦大学附属肿瘤医院  临床研究协调员（CRC）",
             "参与 II/III 期肺癌临床试验的受试者筛选、随访与数据录入。")]
    for r, vals in zip(t.rows, work):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("论文发表", 1)
    d.add_paragraph("Qiao M*, Han Y, Sun L. Fruquintinib suppresses tumor angiogenesis via VEGFR-3 in colorectal cancer xenografts. Cancer Letters, 2016, 380(2): 412-421.（第一作者）")
    d.add_paragraph("Han Y, Qiao M, Sun L. 呋喹替尼联合化疗的药效学研究. 中国药理学通报, 2015.（第二作者）")
    d.add_heading("证书与荣誉", 1)
    d.add_paragraph("2021年 信达生物年度优秀 MSL；2016年 博士研究生国家奖学金；药物临床试验 GCP 培训证书")
    d.add_heading("技能", 1)
    d.add_paragraph("英语 CET-6；GraphPad Prism、SPSS；熟悉 NCCN / CSCO 指南")
    d.save("../cvs/乔蔓笙_MSL简历.docx")

owain(); qiao()
