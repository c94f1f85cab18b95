"""Builds the two DOCX CVs in ../cvs/."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

# ---- Marcus Leong: English, name only in the footer ----
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
p = d.add_paragraph(); r = p.add_run("iOS Engineer — Payments & Digital Banking Apps"); r.bold = True; r.font.size = Pt(16)
d.add_paragraph("mleong.dev@gmail.com | +86 188 2655 0917 | Shenzhen, China | github.com/mleong-dev")
d.add_heading("Summary", level=1)
d.add_paragraph("iOS engineer with seven years of full-time experience shipping Swift apps for wallets, lending and digital-banking products. Comfortable owning a feature from design review to App Store release, including experiment design and crash triage.")
d.add_heading("Experience", level=1)
d.add_heading("OneConnect Financial Technology (Ping An Group) — Senior iOS Engineer", level=2)
d.add_paragraph("Jul 2021 – Present · Shenzhen")
for b in ["Lead iOS developer for a white-label mobile banking SDK used by regional banks in Southeast Asia; migrated the account-opening flow from UIKit to SwiftUI.",
          "Cut cold-start time from 2.4 s to 1.1 s by lazy-loading the biometric and OCR modules.",
          "Mentor two junior iOS engineers and run the fortnightly iOS architecture review."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Grab Financial Group (GrabPay) — iOS Engineer", level=2)
d.add_paragraph("Nov 2019 – Jun 2021 · Singapore")
for b in ["Built the GrabPay wallet top-up and PayLater screens in Swift with Combine.",
          "Ran A/B tests on the GrabPay onboarding flow (three variants of the KYC selfie step), lifting KYC completion by 6%."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Grab — iOS Engineering Intern", level=2)
d.add_paragraph("May 2018 – Aug 2018 · Singapore")
d.add_paragraph("Internship on the passenger app team: accessibility fixes and VoiceOver labels for the booking screen.", style="List Bullet")
d.add_heading("Education", level=1)
t = d.add_table(rows=2, cols=3); t.style = "Table Grid"
for i, row in enumerate([("Multimedia University (Cyberjaya, Malaysia)", "Bachelor of Computer Science (Hons), Software Engineering", "2015 – 2019"),
                         ("SMK Bukit Bintang, Kuala Lumpur", "SPM", "2013")]):
    for j, v in enumerate(row): t.cell(i, j).text = v
d.add_heading("Skills", level=1)
d.add_paragraph("Swift, SwiftUI, UIKit, Combine, Objective-C, XCTest, Fastlane, Firebase Crashlytics")
d.add_paragraph("Also familiar with: Kotlin Multiplatform, Flutter, GraphQL")
d.add_paragraph("Languages: English, Malay, Cantonese, Mandarin")
f = d.sections[0].footer.paragraphs[0]; f.text = "Marcus Leong · curriculum vitae · updated October 2026"; f.alignment = WD_ALIGN_PARAGRAPH.CENTER
d.save(os.path.join(OUT, "cv_ios_2026.docx"))

# ---- 冀晓帆: Chinese, tables (new CV, 2026) ----
d = Document()
st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
h = d.add_paragraph(); r = h.add_run("个人简历"); r.bold = True; r.font.size = Pt(18); h.alignment = WD_ALIGN_PARAGRAPH.CENTER
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
info = [("姓名", "冀晓帆", "性别", "男"), ("电话", "137 6112 4083", "邮箱", "jixiaofan_qa@qq.com"), ("求职意向", "质量经理 / 高级质量工程师（医疗器械）", "现居", "上海")]
for i, row in enumerate(info):
    for j, v in enumerate(row): t.cell(i, j).text = v
d.add_paragraph("")
d.add_paragraph().add_run("教育背景").bold = True
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
edu = [("时间", "学校", "专业", "学历"), ("2014.09-2017.06", "东南大学", "生物医学工程", "硕士"), ("2010.09-2014.06", "华中农业大学", "食品质量与安全", "学士")]
for i, row in enumerate(edu):
    for j, v in enumerate(row): t.cell(i, j).text = v
d.add_paragraph("")
d.add_paragraph().add_run("工作经历").bold = True
t = d.add_table(rows=4, cols=3); t.style = "Table Grid"
work = [("时间", "公司", "职位"),
        ("2024年4月 - 至今", "美敦力（上海）管理有限公司", "高级质量工程师（心血管业务）"),
        ("2021年7月 - 2024年3月", "深圳迈瑞生物医疗电子股份有限公司", "高级质量工程师"),
        ("2017年7月 - 2021年6月", "深圳迈瑞生物医疗电子股份有限公司", "质量工程师")]
for i, row in enumerate(work):
    for j, v in enumerate(row): t.cell(i, j).text = v
d.add_paragraph("美敦力：负责心血管介入器械供应商质量管理，主导 2 家关键供应商的过程审核与 PPAP 批准；推动 CAPA 平均关闭周期由 75 天缩短至 41 天。", style="List Bullet")
d.add_paragraph("迈瑞：负责监护仪产线的来料检验与过程质量控制，运用 SPC 与 FMEA 降低返修率；参与 ISO 13485 与 MDR 外审，零严重不符合项。", style="List Bullet")
d.add_paragraph("迈瑞：2021 年晋升为高级质量工程师，牵头建立产线 MSA 测量系统分析流程。", style="List Bullet")
d.add_paragraph("")
d.add_paragraph().add_run("证书与技能").bold = True
d.add_paragraph("ASQ 注册质量工程师（CQE）；ISO 13485 内审员；六西格玛绿带")
d.add_paragraph("工具：Minitab、JMP、SAP QM；了解 Python、Tableau")
d.save(os.path.join(OUT, "冀晓帆_简历_2026.docx"))
print("ok")
