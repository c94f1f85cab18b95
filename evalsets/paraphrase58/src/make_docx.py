from docx import Document
from docx.shared import Pt

# ---- Chiara Lombardo-Tan, UX writer (English DOCX with a table) ----
d = Document()
d.add_heading("Chiara Lombardo-Tan", 0)
d.add_paragraph("UX Writer · Content Designer | Singapore | chiara.lt.writes@gmail.com | +65 9127 5530")
d.add_heading("Summary", 1)
d.add_paragraph("Product writer who has shaped the words people read in apps used by more than a billion users. "
                "I write interface copy, build voice-and-tone guides, and run content tests with researchers and PMs.")
d.add_heading("Experience", 1)
d.add_heading("TikTok — UX Writer, Trust & Safety product (Singapore)", 2)
d.add_paragraph("06/2020 - today")
d.add_paragraph("Own the in-app wording for reporting, appeals and account-safety flows in 30+ markets; "
                "ran A/B tests on appeal-notice copy that raised completed appeals by 14%.", style="List Bullet")
d.add_paragraph("Wrote and maintain the Trust & Safety content style guide used by 11 product teams.", style="List Bullet")
d.add_heading("Tencent (WeChat Group, WXG) — Content Designer (Shenzhen)", 2)
d.add_paragraph("09/2017 - 05/2020")
d.add_paragraph("Wrote English interface copy for WeChat Pay and Mini Programs for overseas users; "
                "localised error messages with the Guangzhou team.", style="List Bullet")
d.add_heading("Shopee — Copywriting Intern (Singapore)", 2)
d.add_paragraph("summer 2016")
d.add_paragraph("Ten-week internship writing push notifications and campaign banners for the 9.9 sale.", style="List Bullet")
d.add_heading("Education", 1)
t = d.add_table(rows=2, cols=3)
t.style = "Table Grid"
for i, row in enumerate([("National University of Singapore", "B.A. (Hons) English Language", "2013 – 2017"),
                         ("Nanyang Technological University", "Graduate Certificate in Human-Computer Interaction (online)", "2022")]):
    for j, v in enumerate(row):
        t.cell(i, j).text = v
d.add_heading("Talks", 1)
d.add_paragraph("Speaker, Config 2023 (Figma) — “Writing for the worst day of a user’s life”.")
d.add_heading("Skills", 1)
d.add_paragraph("UX writing, content strategy, Figma, Lokalise, Python, SQL, HTML/CSS, Mandarin (conversational), Italian (native)")
d.save("../cvs/Chiara_LombardoTan_UXWriter.docx")

# ---- 匡悦琳, pharma sales -> medical affairs (Chinese DOCX with a table) ----
d = Document()
d.add_heading("匡悦琳", 0)
d.add_paragraph("医学事务经理 | 上海 | 电话：136-2185-0947 | 邮箱：kuangyuelin_med@qq.com")
d.add_heading("工作经历", 1)
d.add_paragraph("上海罗氏制药有限公司（Roche）　医学事务经理　2022.01–至今")
d.add_paragraph("负责肿瘤线（乳腺癌）产品的医学策略、真实世界研究方案与专家沟通，管理 6 名 MSL。", style="List Bullet")
d.add_paragraph("上海罗氏制药有限公司（Roche）　医学科学联络官（MSL）　2019.04–2021.12")
d.add_paragraph("覆盖华东区 40 余家三甲医院，组织区域学术会议 30 余场。", style="List Bullet")
d.add_paragraph("阿斯利康投资（中国）有限公司　高级医药代表　2016.07–2019.03")
d.add_paragraph("阿斯利康投资（中国）有限公司　医药代表　2013.07–2016.06")
d.add_paragraph("负责南京地区呼吸与肿瘤产品推广，2017 年获华东区销售冠军。", style="List Bullet")
d.add_heading("教育背景", 1)
t = d.add_table(rows=3, cols=4)
t.style = "Table Grid"
for i, row in enumerate([("时间", "学校", "专业", "学历"),
                         ("2023.09–至今", "中国药科大学", "药理学", "博士研究生（在职，在读）"),
                         ("2009.09–2013.06", "中国药科大学", "药学", "本科")]):
    for j, v in enumerate(row):
        t.cell(i, j).text = v
d.add_heading("论文", 1)
d.add_paragraph("匡悦琳，周敏，陈立．CDK4/6 抑制剂联合内分泌治疗晚期乳腺癌的真实世界疗效分析［J］．中国临床药理学杂志，2024，40(12)：1721-1725．（第一作者）")
d.add_heading("证书", 1)
d.add_paragraph("执业药师（2015）；ICH-GCP 培训证书")
d.save("../cvs/匡悦琳-医学事务-简历.docx")
