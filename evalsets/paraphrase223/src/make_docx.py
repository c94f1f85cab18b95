"""Builds the two DOCX CVs in ../cvs."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs"

def marisol():
    d = Document()
    d.add_heading("Marisol Thistlewood", 0)
    d.add_paragraph("Senior Buyer, Womenswear & Contemporary · Hong Kong · +852 9127 6650 · marisol.thistlewood@gmail.com")
    d.add_heading("Profile", 1)
    d.add_paragraph("Fashion buyer with nearly nine years in luxury department stores across London and Hong Kong, "
                    "owning open-to-buy budgets, brand negotiations and seasonal range planning for contemporary womenswear.")
    d.add_heading("Experience", 1)
    d.add_heading("Lane Crawford (Lane Crawford Joyce Group), Hong Kong — March 2021 – present", 2)
    d.add_paragraph("Senior Buyer, Contemporary Womenswear (since 04/2023); Buyer (03/2021 – 03/2023)")
    for b in ["Manage an annual open-to-buy of HK$ 210m across 60 contemporary brands for the IFC mall and Times Square stores and the online store.",
              "Launched 14 new Korean and Scandinavian labels; full-price sell-through up from 58% to 66% in two seasons.",
              "Negotiate margin support and markdown money with brand partners; present seasonal buy plans to the Merchandising Director."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Selfridges, London — Jan 2018 – Jan 2021", 2)
    d.add_paragraph("Assistant Buyer, Women's Designer Collections")
    for b in ["Supported buying for 25 designer brands on the Oxford Street 2nd floor; built weekly sales and stock reports in Excel.",
              "Coordinated the Selfridges Project Earth sustainable-brand edit with the sustainability team."]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Harvey Nichols, London — summer 2016", 2)
    d.add_paragraph("Buying Intern (10 weeks), Accessories")
    d.add_heading("Education", 1)
    d.add_paragraph("BA (Hons) Fashion Buying and Merchandising — London College of Fashion, University of the Arts London, 2014 – 2017 (First Class)")
    d.add_paragraph("MSc Business Analytics (online, part-time) — University of Bath, 2021 – 2022, left after the first year; not completed")
    d.add_heading("Other", 1)
    d.add_paragraph("Declined an offer as Buyer at Harrods (2020). Speaker, Retail Week Live 2024 panel on multi-brand retail.")
    d.add_heading("Skills", 1)
    t = d.add_table(rows=3, cols=2)
    t.style = "Table Grid"
    rows = [("Buying", "Open-to-buy planning, range planning, vendor negotiation, trend forecasting"),
            ("Systems", "Oracle Retail, EDITED, Excel (advanced), Power BI"),
            ("Also", "Python and SQL (self-taught online courses), Mandarin (conversational), French (B2)")]
    for r, (a, b) in zip(t.rows, rows):
        r.cells[0].text, r.cells[1].text = a, b
    d.save(OUT / "Marisol_Thistlewood_CV.docx")

def kuai():
    d = Document()
    st = d.styles["Normal"]; st.font.size = Pt(10.5)
    d.add_heading("蒉欣妍 个人简历", 0)
    d.add_paragraph("求职意向：证券研究助理 / 投行分析师　|　电话：187-5719-2203　|　邮箱：kuaixinyan2026@qq.com　|　杭州")
    d.add_paragraph("目前状态：2026 年 6 月本科毕业，求职中，可立即到岗")
    d.add_heading("教育背景", 1)
    t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
    for c, v in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]): c.text = v
    for c, v in zip(t.rows[1].cells, ["2022.09–2026.06", "上海财经大学浙江学院", "金融学", "本科（经济学学士）"]): c.text = v
    d.add_paragraph("GPA 3.62/4.0，专业前 10%；主修课程：公司金融、投资学、固定收益证券、计量经济学")
    d.add_heading("实习经历", 1)
    t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
    for c, v in zip(t.rows[0].cells, ["时间", "公司", "部门 / 岗位", "工作内容"]): c.text = v
    for c, v in zip(t.rows[1].cells, ["2025年7月-2025年9月", "中信证券股份有限公司", "投资银行管理委员会 · 实习生",
                                      "参与两单科创板 IPO 项目尽职调查，整理底稿与财务核查表；用 Python 爬取并清洗同行业可比公司公告数据"]): c.text = v
    for c, v in zip(t.rows[2].cells, ["2024年7月-2024年8月", "华泰证券股份有限公司", "研究所 · 电力设备新能源组 · 研究助理实习生",
                                      "跟踪光伏逆变器行业月度出口数据，协助撰写 3 篇行业点评；维护 Wind 数据库模型"]): c.text = v
    d.add_heading("校园经历与获奖", 1)
    d.add_paragraph("2024 年 携程集团 校园商业挑战赛 全国决赛入围（团队队长）")
    d.add_paragraph("2023–2024 学年 校一等奖学金；CFA 一级考试通过（2025 年 8 月）")
    d.add_heading("技能", 1)
    d.add_paragraph("Wind、Choice、Excel 财务建模、Python（pandas、requests）、英语 CET-6（589）")
    d.save(OUT / "蒉欣妍_金融学_2026届.docx")

marisol(); kuai()
