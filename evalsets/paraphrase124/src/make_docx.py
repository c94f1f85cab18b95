"""Build the two DOCX CVs."""
from docx import Document
from docx.shared import Pt

# ---------- 晏思琪 (Chinese, tables) ----------
d = Document()
d.add_heading("晏思琪  个人简历", level=1)
d.add_paragraph("手机：139 1742 0586 ｜ 邮箱：yansiqi_buyer@163.com ｜ 上海市浦东新区")
d.add_paragraph("求职意向：品类采购经理 / 生鲜采购负责人")
d.add_heading("教育背景", level=2)
t = d.add_table(rows=1, cols=4)
t.style = "Table Grid"
for c, s in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]):
    c.text = s
for row in [["2024年9月 - 至今", "复旦大学管理学院", "工商管理（在职MBA，非全日制）", "硕士在读"],
            ["2014年9月 - 2018年6月", "华中师范大学", "经济学", "本科"]]:
    cells = t.add_row().cells
    for c, s in zip(cells, row):
        c.text = s
d.add_heading("工作经历", level=2)
t = d.add_table(rows=1, cols=3)
t.style = "Table Grid"
for c, s in zip(t.rows[0].cells, ["时间", "公司", "职位"]):
    c.text = s
for row in [["2021年3月 - 至今", "叮咚买菜（上海壹佰米网络科技有限公司）", "品类采购经理（乳品及烘焙）"],
            ["2018年7月 - 2021年2月", "永辉超市股份有限公司 华东大区", "采购专员（休闲食品）"]]:
    cells = t.add_row().cells
    for c, s in zip(cells, row):
        c.text = s
d.add_paragraph("叮咚买菜：负责乳品及烘焙品类年采购额约 6 亿元，管理 40 余家供应商；主导低温奶源地直采项目，毛利率提升 2.3 个百分点。")
d.add_paragraph("叮咚买菜：每周用 SQL 从数据仓库拉取分仓销量与损耗数据，结合 Excel 模型制定补货与促销计划。")
d.add_paragraph("永辉超市：负责休闲食品品类 200+ SKU 的选品、议价与陈列方案，协助新开门店备货。")
d.add_heading("证书与技能", level=2)
d.add_paragraph("CPSM 供应管理专业人士认证（2022）；Excel（数据透视表、VBA）、SQL、Power BI；英语 CET-6")
d.add_heading("自我评价", level=2)
d.add_paragraph("熟悉生鲜电商前置仓模式，对供应商谈判和品类规划有丰富经验。")
d.save("../cvs/晏思琪_品类采购.docx")

# ---------- Eluned Gwilt (English, name only in the footer) ----------
d = Document()
sec = d.sections[0]
sec.footer.paragraphs[0].text = "Eluned Gwilt · Freelance Copywriter · page 1"
d.add_heading("Copywriter — brand, product and UX writing", level=1)
d.add_paragraph("Cardiff, Wales · hello@wordsbyeg.co.uk · +44 7911 503 228 · portfolio: wordsbyeg.co.uk")
d.add_heading("Profile", level=2)
d.add_paragraph("Freelance copywriter who writes the words people actually read: app microcopy, product pages, launch campaigns and tone-of-voice guides. Bilingual English/Welsh.")
d.add_heading("Work", level=2)
d.add_paragraph("Freelance Copywriter (self-employed) — since 07/2021")
d.add_paragraph("Clients include Ocado Retail, Deliveroo, Ubisoft Reflections, Deloitte Digital and Huawei UK (consumer launch campaign, 2023). Write SEO-led product copy, email journeys and in-app microcopy; built the tone-of-voice guide for a Welsh-language learning app.", style="List Bullet")
d.add_paragraph("Copywriter, Saatchi & Saatchi London — 09/2018 – 06/2021")
d.add_paragraph("Wrote TV, radio and social copy for FMCG and telecoms accounts; part of the team behind a D&AD-shortlisted radio campaign (2020).", style="List Bullet")
d.add_paragraph("Marketing Intern, KPMG UK — summer 2017")
d.add_paragraph("Ten-week summer internship in the brand and marketing team; drafted recruitment-campaign copy and LinkedIn posts.", style="List Bullet")
d.add_heading("Education", level=2)
d.add_paragraph("MA (Hons) English Literature, University of Edinburgh, 2014 – 2018 (four-year Scottish undergraduate degree)")
d.add_paragraph("MA Creative Writing, Birkbeck, University of London, 2019 – 2020 — withdrawn after first year, not completed")
d.add_heading("Recognition", level=2)
d.add_paragraph("Judge, D&AD New Blood Awards 2024 (writing category)")
d.add_paragraph("Shortlist, D&AD Radio Writing, 2020")
d.add_heading("Skills", level=2)
d.add_paragraph("Brand voice, UX writing, SEO copy, scriptwriting; Figma, WordPress, Google Analytics; English and Welsh (native)")
d.save("../cvs/cv_copywriter_2026.docx")
print("ok")
