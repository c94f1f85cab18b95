"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from pathlib import Path
OUT = Path(__file__).resolve().parent.parent / "cvs"

def wachter():
    d = Document()
    d.add_heading("LEONIE WACHTER", 0)
    d.add_paragraph("Regional Procurement Manager | Hotel Operations & Supply Chain")
    d.add_paragraph("Shanghai, China · leonie.wachter@posteo.de · +86 138 1620 7754 · German citizen")
    d.add_heading("Profile", 1)
    d.add_paragraph("Hospitality procurement professional with more than fifteen years in hotel purchasing across "
                    "Germany and Greater China. I run category strategies for F&B, operating supplies and equipment (OS&E) "
                    "and FF&E for pre-opening projects, and I like turning messy supplier bases into a few strong partnerships.")
    d.add_heading("Professional Experience", 1)
    d.add_heading("IHG Hotels & Resorts — Regional Procurement Manager, Greater China", 2)
    d.add_paragraph("04/2022 - today · Shanghai")
    for b in ["Lead a team of 6 category buyers serving 140+ managed hotels (InterContinental, Crowne Plaza, Holiday Inn Express).",
              "Re-tendered the regional F&B framework agreements and delivered 7.8% savings in 2024 while moving 30% of spend to certified sustainable seafood.",
              "Run the pre-opening FF&E and OS&E sourcing for 11 new hotels per year, from RFQ to factory inspection."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Shangri-La Hotels and Resorts — Purchasing Manager", 2)
    d.add_paragraph("08/2014 - 03/2022 · Kerry Hotel Pudong, Shanghai (a Shangri-La Group hotel), then Shangri-La Qingdao")
    for b in ["Managed annual purchasing spend of about RMB 95 million for two properties; introduced a Birchstreet e-procurement roll-out.",
              "Consolidated 400+ local suppliers to 160 and set up quarterly supplier performance reviews."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("JW Marriott Hotel Frankfurt (Marriott International) — Purchasing Officer", 2)
    d.add_paragraph("09/2009 - 07/2014 · Frankfurt am Main")
    for b in ["Handled daily purchase orders, receiving and stock control for kitchens, bars and housekeeping.",
              "Negotiated linen and amenities contracts; cut delivery lead times from 5 to 2 days."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Education", 1)
    d.add_paragraph("Executive MBA (part-time, in progress) — China Europe International Business School (CEIBS), Shanghai · since 10/2025, expected 2027")
    d.add_paragraph("Bachelor of Science in International Hospitality Management — EHL Hospitality Business School, Lausanne · 2005 – 2009")
    d.add_heading("Memberships", 1)
    d.add_paragraph("Shanghai Hotel Purchasing Forum — quarterly round table with purchasing heads from Hilton, Accor, Hyatt and Jin Jiang hotels in Shanghai (member since 2016).")
    d.add_paragraph("CIPS — Chartered Institute of Procurement & Supply, MCIPS (2019).")
    d.add_heading("Skills", 1)
    d.add_paragraph("SAP Ariba · Birchstreet · Excel (advanced, Power Query) · Power BI · Python (basic, completed an online course in 2023) · "
                    "Languages: German (native), English (fluent), Mandarin (HSK 4)")
    d.save(OUT / "Leonie_Wachter_Procurement_CV.docx")

def xia():
    d = Document()
    st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
    d.add_heading("夏知微", 0)
    d.add_paragraph("手机：186-2133-0917 ｜ 邮箱：xiazhiwei_fd@163.com ｜ 上海")
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
    for i, v in enumerate(["时间", "学校", "专业", "学历"]): t.rows[0].cells[i].text = v
    for i, v in enumerate(["2022.09 - 2026.06", "复旦大学 经济学院", "金融学", "本科（经济学学士）"]): t.rows[1].cells[i].text = v
    d.add_paragraph("GPA 3.78/4.0，专业前 10%；主修课程：投资学、计量经济学、固定收益证券、机器学习导论")
    d.add_heading("工作经历", 1)
    t = d.add_table(rows=2, cols=3); t.style = "Table Grid"
    for i, v in enumerate(["时间", "单位", "职位"]): t.rows[0].cells[i].text = v
    for i, v in enumerate(["2026.07 - 至今", "招商证券股份有限公司 研究发展中心", "研究助理（校招，全职）"]): t.rows[1].cells[i].text = v
    d.add_paragraph("• 跟随食品饮料行业首席分析师，负责行业数据库维护、月度数据点评初稿与上市公司调研纪要整理。")
    d.add_heading("实习经历", 1)
    t = d.add_table(rows=3, cols=3); t.style = "Table Grid"
    for i, v in enumerate(["时间", "单位", "岗位"]): t.rows[0].cells[i].text = v
    for i, v in enumerate(["2025.06 - 2025.09", "华夏基金管理有限公司 数量投资部", "量化研究实习生"]): t.rows[1].cells[i].text = v
    for i, v in enumerate(["2024.07 - 2024.08", "普华永道中天会计师事务所（寒暑期审计实习）", "审计实习生"]): t.rows[2].cells[i].text = v
    d.add_paragraph("• 华夏基金：用 Python 搭建多因子回测框架，清洗 Wind 行情数据并完成 12 个量价因子的 IC 分析，结果用于指数增强组合的周度报告。")
    d.add_paragraph("• 普华永道：参与两家制造业客户年报审计的存货盘点与函证。")
    d.add_heading("科研与论文", 1)
    d.add_paragraph("Hao Lin, Yue Qian, Zhiwei Xia, Jun Wang. FundGraph: Learning Fund Manager Similarity from Holdings Networks. "
                    "In Proceedings of KDD 2025 (Applied Data Science Track). （第三作者，本科科研项目，导师：王军 教授）")
    d.add_paragraph("KDD 2025（多伦多）学生志愿者，负责注册台与分会场计时。")
    d.add_heading("荣誉奖项", 1)
    d.add_paragraph("复旦大学二等奖学金（2023、2024）；2024 年全国大学生数学建模竞赛 上海赛区一等奖")
    d.add_heading("技能", 1)
    d.add_paragraph("Python（pandas、statsmodels）、SQL、Wind、Excel；英语 CET-6 612 分；证券从业资格")
    d.save(OUT / "夏知微-金融-2026届.docx")

wachter(); xia()
