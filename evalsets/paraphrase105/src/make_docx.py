from docx import Document
from docx.shared import Pt

# 1) HR business partner, English; name only in the footer section and the e-mail handle
d = Document()
d.sections[0].footer.paragraphs[0].text = "Fan Kexin · CV · 2026"
d.add_heading("Senior HR Business Partner", 0)
d.add_paragraph("Beijing · fankexin.hr@qq.com · +86 186 1034 2297")
d.add_heading("Summary", 1)
d.add_paragraph("HR business partner with eight years in internet companies, supporting engineering "
                "and operations teams of up to 1,200 people through org design, talent reviews and "
                "compensation cycles.")
d.add_heading("Experience", 1)
d.add_heading("Meituan — Senior HR Business Partner, Food Delivery Technology | Apr 2021 – Present", 2)
d.add_paragraph("Partner to four engineering directors; ran the 2023 and 2024 talent calibration for 900 engineers.", style="List Bullet")
d.add_paragraph("Built a people-analytics dashboard on attrition and promotion velocity using SQL queries against the HR data warehouse.", style="List Bullet")
d.add_heading("Alibaba Cloud — HR Business Partner | Jul 2019 – Mar 2021", 2)
d.add_paragraph("Supported the database product line (~300 staff) through two reorganisations.", style="List Bullet")
d.add_heading("Alibaba Cloud — HR Specialist, Campus Recruiting | Jul 2018 – Jun 2019", 2)
d.add_paragraph("Ran campus hiring for 120 graduate engineers a year.", style="List Bullet")
d.add_heading("Mercer — Summer Intern, Talent Consulting | Jul 2017 – Aug 2017", 2)
d.add_paragraph("Job-levelling and salary benchmarking for two manufacturing clients.", style="List Bullet")
d.add_heading("Education", 1)
t = d.add_table(rows=3, cols=3); t.style = "Table Grid"
rows = [("School", "Degree", "Dates"),
        ("Beijing Foreign Studies University", "B.A. English Language (HR Management minor)", "2014 – 2018"),
        ("CEIBS (China Europe International Business School)", "Part-time MBA — withdrew after first year, not completed", "2022 – 2023")]
for r, vals in zip(t.rows, rows):
    for c, v in zip(r.cells, vals):
        c.text = v
d.add_heading("Certifications & Skills", 1)
d.add_paragraph("SHRM-CP (2020) · Workday, SAP SuccessFactors, Excel, SQL · English (fluent), Mandarin (native)")
d.save("../cvs/resume_HRBP_final.docx")

# 2) store operations manager, OLD CV (2021), Chinese, plain paragraphs
d = Document()
p = d.add_paragraph(); r = p.add_run("石嘉懿"); r.bold = True; r.font.size = Pt(18)
d.add_paragraph("求职意向：门店运营管理　｜　手机：137-5810-4462　｜　邮箱：shijiayi_retail@163.com　｜　杭州")
d.add_paragraph("工作经历").runs[0].bold = True
d.add_paragraph("2018.01 - 至今　盒马鲜生（阿里巴巴集团旗下）　门店店长")
d.add_paragraph("负责杭州滨江店全店运营，员工 85 人，年销售额约 1.6 亿元；主导“30 分钟达”前置仓拣货动线改造，拣货效率提升 22%。")
d.add_paragraph("2012.07 - 2017.12　华润万家　杭州区域")
d.add_paragraph("2014.03 - 2017.12 值班经理：负责生鲜及日配课排班、损耗控制与盘点。")
d.add_paragraph("2012.07 - 2014.02 储备干部：轮岗收银、生鲜、仓储。")
d.add_paragraph("教育背景").runs[0].bold = True
d.add_paragraph("2008.09 - 2012.06　浙江大学城市学院　工商管理　学士")
d.add_paragraph("技能与证书").runs[0].bold = True
d.add_paragraph("Excel、SAP 零售模块；食品安全管理员证书；2019 年盒马“年度金牌店长”。")
d.save("../cvs/石嘉懿_店长_2021.docx")
