"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt

# ---------- Imogen Strathairn (English, headings + bullets) ----------
d = Document()
d.add_heading("Imogen Strathairn, CFA Level II candidate", 0)
d.add_paragraph("Hong Kong SAR  |  +852 6123 9087  |  imogen.strathairn@gmail.com")
d.add_heading("Profile", 1)
d.add_paragraph("Equity research analyst covering Asian financials and fintech since 2013. "
                "Ranked in the Institutional Investor All-Asia Research Team survey (runner-up, Fintech, 2023).")
d.add_heading("Experience", 1)
d.add_heading("UBS Securities Asia Limited — Executive Director, Equity Research (Asia Fintech & Payments)", 2)
d.add_paragraph("March 2021 – present, Hong Kong")
for b in ["Lead analyst on 18 payment, wealth-platform and digital-bank stocks across Hong Kong, China and ASEAN.",
          "Published the initiation on Chinese fintech including the suspended Ant Group IPO valuation (Nov 2020 follow-up).",
          "Built a SQL and Python screening database of 4,000+ Asian financials used by the whole desk."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("CLSA — Equity Research Analyst, China Financials", 2)
d.add_paragraph("July 2016 – February 2021, Hong Kong")
for b in ["Covered Chinese insurers and brokers; wrote monthly sector data packs using SQL queries against Wind and CEIC extracts."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Jefferies — Equity Research Associate, European Banks", 2)
d.add_paragraph("September 2013 – June 2016, London")
for b in ["Maintained earnings models for 12 European banks; promoted from Junior Associate to Associate in 2015."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Deutsche Bank — Summer Analyst (internship), Global Markets Research", 2)
d.add_paragraph("June – August 2010, London")
d.add_heading("Education", 1)
d.add_paragraph("London School of Economics — PhD programme in Economics, 2011–2013 (left without completing to join Jefferies)")
d.add_paragraph("University of Oxford, St Hilda's College — BA (Hons) Philosophy, Politics and Economics, 2008–2011")
d.add_heading("Research & writing", 1)
d.add_paragraph("Y. Liang, P. Morel, I. Strathairn. Payment rails and bank margins in ASEAN. LSE Financial Markets Group Discussion Paper No. 712, 2014.")
d.add_heading("Other", 1)
d.add_paragraph("Languages: English (native), Mandarin (HSK 5), French (conversational)")
d.add_paragraph("Tools: Bloomberg Terminal, FactSet, Excel/VBA, SQL, Python")
d.save("../cvs/Imogen_Strathairn_CV.docx")

# ---------- 吕婧瑄 (Chinese, tables) ----------
d = Document()
d.add_heading("吕婧瑄  个人简历", 0)
t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
for i, (k, v) in enumerate([("求职意向", "品类采购经理 / 商品经理"), ("现居", "北京朝阳")]):
    t.cell(0, i * 2).text, t.cell(0, i * 2 + 1).text = k, v
for i, (k, v) in enumerate([("电话", "137 1820 6634"), ("邮箱", "lv.jingxuan@qq.com")]):
    t.cell(1, i * 2).text, t.cell(1, i * 2 + 1).text = k, v
d.add_heading("教育背景", 1)
t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
for j, h in enumerate(["时间", "学校", "专业", "学历"]):
    t.cell(0, j).text = h
for j, v in enumerate(["2011.09-2015.06", "江南大学", "市场营销", "本科"]):
    t.cell(1, j).text = v
d.add_heading("工作经历", 1)
t = d.add_table(rows=5, cols=3); t.style = "Table Grid"
rows = [("时间", "公司 / 职位", "工作内容"),
        ("2023/9-至今", "物美科技集团（多点 Dmall 合作门店体系）\n高级品类采购经理（生鲜·水果）",
         "负责华北 380 家门店水果品类，年采购额约 14 亿元；每周用 SQL 从数据仓库拉取品类动销和损耗数据，调整订货参数；主导产地直采基地 9 个。"),
        ("2020/3-2023/8", "盒马鲜生（阿里巴巴集团）\n品类采购经理（乳品烘焙）",
         "负责日配乳品与烘焙品类，引入 40+ 新品；与供应商谈判年度返利；用 SQL 和 Excel 做新品 30 天复盘。"),
        ("2017/7-2020/2", "永辉超市股份有限公司\n采购专员（休闲食品）",
         "负责休闲食品供应商管理与促销排期；门店支付宝刷脸付推广活动对接（合作项目）。"),
        ("2015/7-2017/6", "永辉超市股份有限公司\n管理培训生", "轮岗门店运营、物流配送中心与采购部。")]
for r, row in enumerate(rows):
    for c, v in enumerate(row):
        t.cell(r, c).text = v
d.add_heading("技能与证书", 1)
d.add_paragraph("SQL、Excel（Power Query）、帆软 FineBI；高级采购师（三级）证书；英语 CET-6")
d.add_heading("荣誉", 1)
d.add_paragraph("2019 永辉超市华北大区“年度优秀采购”；2022 盒马“鲜品之星”")
d.save("../cvs/吕婧瑄-品类采购.docx")
print("ok")
