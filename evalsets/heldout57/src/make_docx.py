"""Builds the two DOCX CVs: cvs/li_yaqin_简历.docx (Chinese, tables) and cvs/Kofi_Mensah-Larbi_CV.docx (English)."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

# ---------------- 郦雅琴 (Chinese, tables) ----------------
d = Document()
d.styles["Normal"].font.name = "Noto Sans CJK SC"
t = d.add_paragraph(); r = t.add_run("郦雅琴"); r.bold = True; r.font.size = Pt(20)
t.alignment = WD_ALIGN_PARAGRAPH.CENTER
d.add_paragraph("求职意向：市场分析 / 消费者洞察 / 增长分析")
info = d.add_table(rows=2, cols=4); info.style = "Table Grid"
for i, (k, v) in enumerate([("电话", "138-2210-5647"), ("邮箱", "yaqin.li@163.com"), ("城市", "上海"), ("年龄", "31")]):
    info.cell(i // 2, (i % 2) * 2).text = k
    info.cell(i // 2, (i % 2) * 2 + 1).text = v
d.add_heading("工作经历", level=1)
jobs = [
    ("2023年9月 - 至今", "元气森林（北京）食品科技集团有限公司", "高级市场分析师",
     "负责气泡水与电解质水品类的市场份额追踪和竞品分析，用 Python 与 Tableau 搭建月度经营看板，覆盖天猫、京东旗舰店及线下便利店渠道数据；主导 2024 年夏季新品上市的 A/B 价格测试，帮助定价团队将首月毛利率提升 2.3 个百分点。"),
    ("2020年7月 - 2023年8月", "尼尔森（NielsenIQ）中国", "零售研究分析师",
     "为快消客户（包括玛氏、百威亚太）提供零售审计数据分析与品类洞察报告；用 SQL 与 SPSS 处理全国 1.2 万家门店的周度扫描数据，撰写季度品类趋势报告。"),
    ("2019年7月 - 2019年9月", "宝洁（中国）有限公司", "市场部实习生",
     "协助海飞丝品牌团队整理电商评论数据，完成一份关于男士去屑洗发水的消费者调研报告。"),
]
jt = d.add_table(rows=1, cols=4); jt.style = "Table Grid"
for c, h in zip(jt.rows[0].cells, ["时间", "公司", "职位", "工作内容"]):
    c.text = h
for row in jobs:
    cells = jt.add_row().cells
    for c, v in zip(cells, row):
        c.text = v
d.add_heading("教育背景", level=1)
et = d.add_table(rows=1, cols=4); et.style = "Table Grid"
for c, h in zip(et.rows[0].cells, ["时间", "学校", "学历", "专业"]):
    c.text = h
for row in [("2017.09 - 2020.06", "中山大学", "硕士", "市场营销"),
            ("2013.09 - 2017.06", "上海财经大学", "学士", "统计学")]:
    cells = et.add_row().cells
    for c, v in zip(cells, row):
        c.text = v
d.add_heading("技能", level=1)
d.add_paragraph("数据分析：SQL、Python（pandas）、Tableau、SPSS、R、Stata")
d.add_paragraph("语言：英语（CET-6，雅思 7.0）")
d.add_heading("荣誉", level=1)
d.add_paragraph("2018 欧莱雅 Brandstorm 创新大赛 中国区亚军")
d.add_paragraph("2016 上海财经大学 人民奖学金 一等")
d.save("../cvs/li_yaqin_简历.docx")

# ---------------- Kofi Mensah-Larbi (English) ----------------
d = Document()
t = d.add_paragraph(); r = t.add_run("Kofi Mensah-Larbi"); r.bold = True; r.font.size = Pt(22)
d.add_paragraph("Senior Mobile Engineer (Flutter) · London, UK · kofi.mlarbi@proton.me · +44 7700 900 461")
d.add_heading("Profile", level=1)
d.add_paragraph("Cross-platform mobile developer who has spent his whole full-time career in payments and banking apps. "
                "Writing Flutter in production since 2020; before that React Native and native Android.")
d.add_heading("Experience", level=1)
def job(title, where, when, bullets):
    p = d.add_paragraph(); p.add_run(title).bold = True
    d.add_paragraph(f"{where} | {when}")
    for b in bullets:
        d.add_paragraph(b, style="List Bullet")
job("Senior Mobile Engineer (Flutter)", "Revolut, London", "04/2022 - today", [
    "Build and maintain the card-management and savings features of the Revolut retail app in Flutter/Dart (BLoC, Riverpod), shipped to 40M+ users on iOS and Android.",
    "Wrote platform channels in Kotlin and Swift for biometric step-up authentication.",
    "Mentor two junior engineers; run the mobile guild's monthly Flutter performance review.",
])
job("Mobile Developer", "Paystack (a Stripe company), Lagos — remote from Accra", "Jan 2019 – Mar 2022", [
    "Led the migration of the Paystack merchant app from React Native to Flutter in 2020, cutting crash rate by 60%.",
    "Integrated card-present payments over Bluetooth card readers; built the offline transaction queue.",
])
job("Android Developer Intern", "Jumia, Accra", "summer 2017", [
    "Fixed checkout bugs in the Jumia Android app (Java) and added instrumentation tests.",
])
d.add_heading("Education", level=1)
et = d.add_table(rows=2, cols=3); et.style = "Table Grid"
for i, row in enumerate([
    ("MSc Computer Science (online, part-time) — in progress", "Goldsmiths, University of London", "2024 – present"),
    ("BSc Computer Science", "Kwame Nkrumah University of Science and Technology (KNUST), Kumasi", "2014 – 2018"),
]):
    for c, v in zip(et.rows[i].cells, row):
        c.text = v
d.add_heading("Skills", level=1)
d.add_paragraph("Flutter, Dart, Kotlin, Swift, Firebase, React Native, GitHub Actions, fastlane, Codemagic")
d.add_paragraph("Also familiar with: Xamarin, Unity, GraphQL")
d.add_heading("Awards & Talks", level=1)
d.add_paragraph("Google Africa Developer Scholarship (Mobile Web track), 2018")
d.add_paragraph("Speaker, Flutter Festival London 2023 — \"Shipping Flutter in a regulated bank\"")
d.save("../cvs/Kofi_Mensah-Larbi_CV.docx")
print("ok")
