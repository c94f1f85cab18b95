from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs")

# ---- Priscilla Haugland (EN) ----
d = Document()
d.add_heading("Priscilla Haugland", 0)
d.add_paragraph("FP&A Manager | Oslo, Norway | priscilla.haugland@proton.me | +47 918 44 203")
d.add_heading("Profile", 1)
d.add_paragraph("Finance professional with a background in energy. I lead the monthly forecast, the annual budget "
                "and the long-range plan for a renewables business unit, and I like turning messy ledgers into "
                "decisions the leadership team can act on.")
d.add_heading("Experience", 1)
d.add_heading("Ørsted — FP&A Manager, Offshore Wind Norway & Denmark", 2)
d.add_paragraph("04/2019 - today")
for b in ["Own the rolling 18-month forecast and the DKK 6bn capex budget for three offshore wind farms.",
          "Built the Tableau dashboards the business unit uses for weekly variance reviews with the plant managers.",
          "Manage a team of four analysts in Oslo and Fredericia."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Equinor — Financial Analyst, later Senior Financial Analyst", 2)
d.add_paragraph("09/2012 - 03/2019, Stavanger")
for b in ["Monthly management reporting for the Johan Sverdrup development; variance commentary for the CFO office.",
          "Promoted to Senior Financial Analyst in 2016."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", 1)
t = d.add_table(rows=3, cols=3)
t.style = "Table Grid"
rows = [("Degree", "School", "Year"),
        ("MSc in Business, major in Finance", "BI Norwegian Business School", "2012"),
        ("Bachelor in Economics", "University of Bergen", "2010")]
for i, r in enumerate(rows):
    for j, c in enumerate(r):
        t.cell(i, j).text = c
d.add_heading("Skills", 1)
d.add_paragraph("Excel/VBA, SAP BPC, Tableau, Power Query, driver-based forecasting. Norwegian (native), English (fluent).")
d.save(os.path.join(OUT, "Priscilla_Haugland_CV.docx"))

# ---- 聂元朗 (ZH) ----
d = Document()
d.add_heading("聂元朗 个人简历", 0)
d.add_paragraph("电话：150 6812 3397　邮箱：nie.yuanlang@163.com　现居：浙江杭州")
d.add_paragraph("求职意向：电网调度 / 电力系统规划 高级工程师")
d.add_heading("教育背景", 1)
t = d.add_table(rows=4, cols=4)
t.style = "Table Grid"
rows = [("时间", "学校", "专业", "学历"),
        ("2023.09–至今", "浙江大学", "电气工程（在职博士）", "博士在读"),
        ("2011.09–2014.06", "浙江工业大学", "电气工程", "硕士"),
        ("2007.09–2011.06", "华北电力大学", "电气工程及其自动化", "学士")]
for i, r in enumerate(rows):
    for j, c in enumerate(r):
        t.cell(i, j).text = c
d.add_heading("工作经历", 1)
d.add_paragraph("国网浙江省电力有限公司杭州供电公司　电力调度控制中心　2014年7月 - 至今")
for b in ["2019年3月至今 高级工程师：负责杭州主城区 220kV 电网的日前与实时调度计划编制，牵头新能源消纳分析。",
          "2014年7月 - 2019年2月 调度运行工程师：值班调度、事故处理与继电保护定值核对。",
          "参与变电站巡检机器人推广应用项目，负责调度侧数据接口与验收。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("科研成果", 1)
for b in ["聂元朗，王立群，陈晓. 考虑分布式光伏波动的城市配电网日前调度方法[J]. 电力系统自动化, 2021, 45(12). （第一作者）",
          "Yuanlang Nie, Liqun Wang. Data-driven load forecasting for urban substations under extreme heat. IEEE Transactions on Power Systems, 2024. (first author)"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("学术兼职", 1)
d.add_paragraph("2022年起担任 IEEE Transactions on Smart Grid 期刊审稿人；《电网技术》青年审稿专家。")
d.add_heading("证书与技能", 1)
d.add_paragraph("注册电气工程师（供配电）；熟练使用 PSD-BPA、PSASP、MATLAB、Python。")
d.save(os.path.join(OUT, "聂元朗_简历.docx"))
print("done")
