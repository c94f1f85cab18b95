from docx import Document
from docx.shared import Pt

# ---- Imogen Lau (English DOCX, headings + bullets) ----
d = Document()
d.add_heading("Imogen Lau Hoi-yan", 0)
d.add_paragraph("Investor Relations | Equity Research | Hong Kong")
d.add_paragraph("imogen.lau.ir@outlook.com · +852 9421 6083 · linkedin.com/in/imogenlau")
d.add_heading("Profile", 1)
d.add_paragraph("Investor relations professional with more than a decade on both sides of the table: "
                "eight and a half years as a sell-side consumer analyst followed by running the IR "
                "function of a Hang Seng Index constituent. Comfortable owning results-day messaging, "
                "guidance discipline and ESG disclosure.")
d.add_heading("Experience", 1)
d.add_heading("ANTA Sports Products Limited (HKEX: 2020) — Hong Kong", 2)
d.add_paragraph("Investor Relations Manager, Mar 2021 – Present")
for b in ["Run the interim and annual results roadshows across Hong Kong, Singapore and London; "
          "about 350 investor meetings a year.",
          "Drafted the group's first TCFD-aligned ESG report section with the sustainability team.",
          "Built the IR dashboard (Excel/Power BI) tracking shareholder register changes and consensus estimates."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Haitong International Securities — Hong Kong", 2)
d.add_paragraph("Equity Research Analyst, Consumer (Sep 2012 – Feb 2021); promoted to Vice President in 2017")
for b in ["Covered 18 HK- and A-share sportswear and apparel names; ranked in the Asiamoney Brokers Poll (consumer) 2019.",
          "Built three-statement models and DCF valuations in Excel; published 60+ initiation and update reports."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("The Chinese University of Hong Kong — MBA (part-time evening programme), 2018 – 2020")
d.add_paragraph("University of Edinburgh — MA (Hons) Economics, 2008 – 2012")
d.add_heading("Other", 1)
d.add_paragraph("Judge, CFA Institute Research Challenge (Hong Kong local final), 2022 and 2023.")
d.add_paragraph("Languages: English, Cantonese, Mandarin. Tools: Bloomberg Terminal, FactSet, Excel, Power BI.")
d.save("../cvs/imogen_lau_cv.docx")

# ---- 储佩芸 (Chinese DOCX with tables) ----
d = Document()
style = d.styles["Normal"]; style.font.size = Pt(10.5)
d.add_heading("储佩芸 个人简历", 0)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
cells = [("性别", "女", "出生年月", "1988年4月"),
         ("电话", "139-1760-2258", "邮箱", "chupeiyun88@126.com"),
         ("现居地", "上海市闵行区", "求职意向", "便利店区域经理 / 营运总监")]
for r, row in enumerate(cells):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("工作经历", 1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, v in enumerate(["时间", "公司", "职位", "工作内容"]):
    t.rows[0].cells[c].text = v
rows = [("2018年3月 - 至今", "罗森（中国）投资有限公司 上海区域", "区域经理（闵行、松江片区）",
         "管理 46 家直营及加盟门店，年销售额约 2.3 亿元；负责新店选址、鲜食订货与店长培养；2023 年片区日均单店销售额同比提升 11%"),
        ("2014年7月 - 2018年2月", "罗森（中国）投资有限公司 上海区域", "营运督导",
         "督导 9 家门店的陈列、损耗与排班；推动自助收银试点"),
        ("2010年7月 - 2014年6月", "柒一拾壹（北京）有限公司", "店长",
         "负责北京朝阳区两家门店日常营运，单店月销售额 80 万元")]
for row in rows:
    cs = t.add_row().cells
    for c, v in enumerate(row):
        cs[c].text = v
d.add_heading("教育背景", 1)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
for c, v in enumerate(["时间", "学校", "专业 / 学历"]):
    t.rows[0].cells[c].text = v
for row in [("2025.09 - 至今", "华东理工大学商学院", "工商管理硕士（MBA，在职，在读）"),
            ("2006.09 - 2010.06", "吉林大学珠海学院", "市场营销 本科 管理学学士")]:
    cs = t.add_row().cells
    for c, v in enumerate(row):
        cs[c].text = v
d.add_heading("其他", 1)
d.add_paragraph("2021 年组织片区门店与全家、便利蜂门店的竞品价格对标调研，形成季度报告。")
d.add_paragraph("技能：SAP 零售系统、Excel 数据透视表、门店 P&L 分析；2019 年获罗森中国“优秀区域督导”称号。")
d.save("../cvs/储佩芸-区域经理.docx")
