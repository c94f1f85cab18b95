"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = "../cvs/"

# ---------- Lu Yuanheng, industrial designer (English) ----------
d = Document()
d.add_heading("Lu Yuanheng", 0)
d.add_paragraph("Principal Industrial Designer | Hangzhou, China | yuanheng.lu.design@gmail.com | +86 177 0571 3380")
d.add_heading("Profile", 1)
d.add_paragraph(
    "Industrial designer with nine years in consumer electronics, from personal-care appliances to "
    "chargers, power banks and portable speakers. I take products from foam models and CMF boards "
    "through tooling reviews with ODM partners to mass production.")
d.add_heading("Experience", 1)
p = d.add_paragraph(); p.add_run("Anker Innovations (安克创新)").bold = True
d.add_paragraph("Principal Industrial Designer, Charging & Audio — 01/2020 – today")
d.add_paragraph("Lead ID for the Anker Prime charger family and two Soundcore speaker lines; run a team of four designers.", style="List Bullet")
d.add_paragraph("Ran teardown and ergonomics benchmarking against Logitech and Belkin accessories to set grip and button-travel targets.", style="List Bullet")
p = d.add_paragraph(); p.add_run("Philips Design, Philips Personal Health (Shanghai)").bold = True
d.add_paragraph("Product Design Manager — 03/2019 – 12/2019")
d.add_paragraph("Industrial Designer — 07/2017 – 02/2019")
d.add_paragraph("Designed shavers and oral-care handles for the Asian market; owned CMF for the OneBlade China edition.", style="List Bullet")
p = d.add_paragraph(); p.add_run("SAIC Motor Design Center (上汽设计中心), Shanghai").bold = True
d.add_paragraph("Design Intern, Interior Studio — summer 2016")
d.add_paragraph("Sketched and modelled centre-console concepts in Alias for a concept SUV.", style="List Bullet")
d.add_heading("Education", 1)
t = d.add_table(rows=2, cols=3); t.style = "Table Grid"
for i, row in enumerate([("Zhejiang University", "B.Eng. in Industrial Design", "2013 – 2017"),
                         ("Zhejiang University", "Exchange semester, Aalto University (Helsinki)", "spring 2016")]):
    for j, v in enumerate(row):
        t.cell(i, j).text = v
d.add_heading("Recognition", 1)
d.add_paragraph("Jury member, iF Design Award 2024 (product discipline)", style="List Bullet")
d.add_paragraph("Red Dot Award: Product Design 2022 — Anker Prime 100W charger", style="List Bullet")
d.add_heading("Tools", 1)
d.add_paragraph("Rhino, Alias, KeyShot, SolidWorks, Figma, Adobe CC")
d.save(OUT + "lu_yuanheng_ID.docx")

# ---------- 荆婉蓉, store operations manager (Chinese, tables) ----------
d = Document()
h = d.add_paragraph(); r = h.add_run("荆婉蓉　个人简历"); r.bold = True; r.font.size = Pt(20)
h.alignment = WD_ALIGN_PARAGRAPH.CENTER
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
info = [("姓名", "荆婉蓉", "性别", "女"),
        ("电话", "186-2177-5068", "邮箱", "jingwanrong@163.com"),
        ("现居地", "上海市徐汇区", "求职意向", "区域运营经理 / 零售运营总监")]
for i, row in enumerate(info):
    for j, v in enumerate(row):
        t.cell(i, j).text = v
d.add_paragraph()
d.add_paragraph().add_run("工作经历").bold = True
t = d.add_table(rows=4, cols=3); t.style = "Table Grid"
rows = [("时间", "公司", "职位"),
        ("2020年4月 - 至今", "MANNER咖啡（上海茵赫实业有限公司）", "区域运营经理（华东二区）"),
        ("2016年3月 - 2020年3月", "星巴克企业管理（中国）有限公司", "门店经理"),
        ("2013年7月 - 2016年2月", "星巴克企业管理（中国）有限公司", "值班主管")]
for i, row in enumerate(rows):
    for j, v in enumerate(row):
        t.cell(i, j).text = v
d.add_paragraph("MANNER咖啡：负责上海徐汇、闵行两区 26 家门店的日常运营、排班与人效管理；2023 年区域同店销售额同比增长 18%。")
d.add_paragraph("MANNER咖啡：搭建新店开业标准流程，新店从签约到开业周期由 75 天缩短至 48 天。")
d.add_paragraph("星巴克：担任上海港汇恒隆店门店经理，管理 32 名伙伴，门店连续两年获评华东区“顾客体验之星”。")
d.add_paragraph()
d.add_paragraph().add_run("教育背景").bold = True
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
rows = [("时间", "学校", "专业", "学历"),
        ("2009.09 - 2013.06", "暨南大学", "旅游管理", "本科"),
        ("2022.09 - 2023.07", "香港中文大学", "工商管理（MBA，兼读制）", "已退学，未完成学业")]
for i, row in enumerate(rows):
    for j, v in enumerate(row):
        t.cell(i, j).text = v
d.add_paragraph()
d.add_paragraph().add_run("证书与技能").bold = True
d.add_paragraph("食品安全管理员证书；星巴克咖啡大师（黑围裙）认证；熟练使用 Excel 数据透视表、企业微信。")
d.save(OUT + "荆婉蓉_简历.docx")
