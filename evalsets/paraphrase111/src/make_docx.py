"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

# ---- Elsa Nordenfalk (English, headings + a table) ----
d = Document()
d.add_heading("Elsa Nordenfalk", 0)
d.add_paragraph("Range & Merchandising | Home Furnishing Retail\nMalmö, Sweden · elsa.nordenfalk@gmail.com · +46 70 318 22 91")
d.add_heading("Profile", 1)
d.add_paragraph("Commercial merchandiser who turns sales data into range decisions. I have spent my career "
                "between the spreadsheet and the showroom floor: forecasting, pricing ladders, and making "
                "sure a sofa that sells in Lyon also has a chance in Łódź.")
d.add_heading("Experience", 1)
d.add_heading("IKEA (Ingka Group / IKEA Retail), Malmö", 2)
d.add_paragraph("Senior Range & Merchandising Specialist, Living Room — Apr 2019 – present")
for b in ["Own the commercial plan for sofas and armchairs across 11 Nordic and Baltic markets (≈ €240m turnover).",
          "Built Excel VBA macros that cut the weekly range review preparation from two days to three hours.",
          "Negotiate markdown and price-ladder changes with Inter IKEA Systems range managers in Älmhult."]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("Commercial Merchandiser — Oct 2014 – Mar 2019")
for b in ["Planned visual merchandising and store-level assortments for IKEA Malmö and IKEA Helsingborg.",
          "Ran the 2017 kitchen-campaign stock allocation, lifting sell-through by 9 percentage points."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("EY (Ernst & Young AB), Stockholm", 2)
d.add_paragraph("Audit Assistant (full-time) — Sep 2012 – Aug 2014")
d.add_paragraph("Statutory audits of retail and wholesale clients; inventory counts and cut-off testing.", style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("Lund University — BSc in Business Administration (Marketing), 2009 – 2012")
d.add_heading("Skills", 1)
t = d.add_table(rows=4, cols=2)
t.style = "Table Grid"
rows = [("Tools", "Excel (VBA, Power Query), SAP Retail, Power BI, JDA Space Planning"),
        ("Merchandising", "Range planning, open-to-buy, markdown optimisation, planograms"),
        ("Languages", "Swedish (native), English (fluent), German (good)"),
        ("Other", "Driving licence B; IKEA Democratic Design trainer since 2021")]
for r, (a, b) in zip(t.rows, rows):
    r.cells[0].text, r.cells[1].text = a, b
d.save(os.path.join(OUT, "Elsa_Nordenfalk_CV_2026.docx"))

# ---- 昌语汐 (Chinese, paragraphs only) ----
d = Document()
d.add_heading("昌语汐", 0)
d.add_paragraph("信用评级分析师 ｜ 北京 ｜ 手机 186 0113 5720 ｜ changyuxi_rating@126.com")
d.add_heading("工作经历", 1)
d.add_paragraph("标普信用评级（中国）有限公司　企业评级部　高级分析师　2019年10月 - 至今")
d.add_paragraph("负责 TMT 与消费行业境内债券发行人的主体及债项评级，独立撰写评级报告 30 余份，"
                "在评级委员会上陈述观点；跟踪覆盖企业包括腾讯音乐娱乐集团等 TMT 发行人。"
                "用 Excel VBA 搭建发行人财务数据自动抓取与比率计算模板，组内推广使用。")
d.add_paragraph("中诚信国际信用评级有限责任公司　工商企业评级部　分析师　2017年7月 - 2019年9月")
d.add_paragraph("参与地方国企、城投及民营制造企业评级项目，负责尽职调查访谈、财务模型和现金流压力测试。")
d.add_heading("实习经历", 1)
d.add_paragraph("德勤华永会计师事务所（特殊普通合伙）北京分所　审计实习生　2016年7月 - 2016年9月")
d.add_paragraph("协助年审底稿整理、函证及存货监盘。")
d.add_heading("教育背景", 1)
d.add_paragraph("中央财经大学　金融学　经济学学士　2013年9月 - 2017年6月")
d.add_heading("证书与技能", 1)
d.add_paragraph("通过 CPA 专业阶段 4 科；Wind、Bloomberg 终端、Excel/VBA、Python（pandas）；英语 CET-6。")
d.save(os.path.join(OUT, "昌语汐-信用评级-简历.docx"))
