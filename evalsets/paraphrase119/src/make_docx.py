from docx import Document
from docx.shared import Pt

# ---- Marisa Kovalenko (English; her name is not in the body, only file name / e-mail) ----
d = Document()
d.add_heading("Senior Product Marketing Manager — B2B SaaS", level=1)
d.add_paragraph("Dublin, Ireland · marisa.kovalenko@outlook.com · +353 87 555 0192 · linkedin.com/in/mkovalenko-pmm")
d.add_heading("Profile", level=2)
d.add_paragraph("Product marketer with six years in B2B SaaS, taking CRM and customer-service products from "
                "positioning to launch. Comfortable owning the numbers: I write my own queries and dashboards "
                "rather than waiting for an analyst.")
d.add_heading("Experience", level=2)
t = d.add_table(rows=1, cols=3)
t.style = "Table Grid"
h = t.rows[0].cells
h[0].text, h[1].text, h[2].text = "Dates", "Company / role", "What I did"
rows = [
    ("02/2023 - today", "HubSpot (Dublin EMEA HQ)\nSenior Product Marketing Manager, Service Hub",
     "Positioning and launch of the AI help-desk workspace across EMEA; wrote SQL against Snowflake to build the launch-attribution dashboards in Looker that the exec team reviews weekly."),
    ("03/2020 - 01/2023", "Intercom (Dublin)\nProduct Marketing Manager",
     "Launched the Fin AI chatbot beta to 2,000 customers; ran win/loss interviews and pricing research; pulled trial-to-paid cohorts with SQL in Redshift."),
    ("summer 2019", "Zendesk (Dublin)\nMarketing Intern",
     "Competitive battlecards and webinar operations for the EMEA field team."),
]
for a, b, c in rows:
    r = t.add_row().cells
    r[0].text, r[1].text, r[2].text = a, b, c
d.add_heading("Education", level=2)
d.add_paragraph("MSc in Marketing, UCD Michael Smurfit Graduate Business School, University College Dublin, 2018–2019")
d.add_paragraph("BA in Economics, Taras Shevchenko National University of Kyiv, 2014–2018")
d.add_heading("Skills", level=2)
d.add_paragraph("Positioning & messaging, pricing & packaging, sales enablement, SQL, Looker, Salesforce, HubSpot CRM, Figma, Python (basic)")
d.add_heading("Other", level=2)
d.add_paragraph("Speaker, SaaStr Europa 2024 (“Launching AI features customers actually trust”). Languages: English, Ukrainian, Russian, Irish (basic).")
d.save("../cvs/Marisa_Kovalenko_PMM.docx")

# ---- 周嘉骏 (Chinese, paragraphs only) ----
d = Document()
p = d.add_paragraph(); r = p.add_run("周嘉骏"); r.bold = True; r.font.size = Pt(20)
d.add_paragraph("芯片测试工程师 | 上海 | 电话：186-2133-0547 | 邮箱：zhoujiajun_test@qq.com")
d.add_paragraph("求职意向：SoC / AI 芯片测试（ATE、系统级测试）")
d.add_heading("工作经历", level=2)
d.add_paragraph("中科寒武纪科技股份有限公司（上海研发中心）　2021年7月 - 至今")
d.add_paragraph("高级测试工程师（2024年4月起）；测试工程师（2021年7月 - 2024年3月）")
d.add_paragraph("负责思元系列 AI 加速芯片的量产测试开发：在 Advantest V93000 上编写测试程序，覆盖 SCAN、MBIST 与高速 SerDes 接口；"
                "用 Python 搭建测试自动化框架，把每颗芯片的测试时间从 41 秒压到 28 秒。")
d.add_paragraph("搭建 MySQL 测试数据库，编写 SQL 统计每批晶圆的良率与失效分布（bin map），每周给产品线出良率报告；"
                "对接 OPPO 等终端客户的失效分析（FA）需求，配合封装厂定位问题。")
d.add_heading("实习经历", level=2)
d.add_paragraph("北京地平线机器人技术研发有限公司　测试实习生　2020.07 - 2020.09")
d.add_paragraph("协助征程系列芯片的板级功能测试，整理测试用例。")
d.add_heading("教育背景", level=2)
d.add_paragraph("电子科技大学中山学院　微电子科学与工程　本科　2017.09 - 2021.06")
d.add_paragraph("主修课程：半导体器件物理、数字集成电路设计、集成电路测试技术")
d.add_heading("技能与证书", level=2)
d.add_paragraph("Python、SQL、Verilog（读写）、Linux、V93000 SmarTest；英语 CET-6")
d.add_paragraph("2020 年全国大学生集成电路创新创业大赛 华南赛区二等奖")
d.save("../cvs/周嘉骏-测试工程师.docx")
