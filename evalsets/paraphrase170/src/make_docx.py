"""Build the two DOCX CVs into ../cvs."""
import os
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
here = os.path.dirname(os.path.abspath(__file__))
out = os.path.join(here, "..", "cvs")

def cjk(doc):
    st = doc.styles["Normal"]
    st.font.name = "Noto Sans CJK SC"
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
    st.font.size = Pt(10.5)

def table(doc, rows, widths=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t

# ---- 谭砚禾 (Chinese, tables) ----
d = Document(); cjk(d)
d.add_heading("个人简历", level=1)
table(d, [["姓名", "谭砚禾", "性别", "男"],
          ["电话", "137-6421-9083", "邮箱", "tanyanhe_chef@126.com"],
          ["现居", "上海市闵行区", "求职意向", "餐饮产品研发 / 中央厨房研发"]])
d.add_heading("工作经历", level=2)
table(d, [["时间", "单位", "职位与职责"],
          ["2021.05–至今", "四川海底捞餐饮股份有限公司 产品研发中心（上海）",
           "高级菜品研发经理（2023.03 起）；菜品研发主管（2021.05–2023.02）。负责锅底与小料新品研发，主导番茄锅底配方迭代，推动中央厨房标准化出品，年上新 30 余款。"],
          ["2017.09–2021.04", "上海盒马网络科技有限公司（盒马鲜生）",
           "鲜食研发厨师。负责 3R（即烹、即热、即食）商品研发，与供应商共同完成工艺放大与保质期验证。"],
          ["2010.07–2017.08", "上海半岛酒店（The Peninsula Shanghai）逸龙阁中餐厅",
           "厨师 → 副厨师长（2015 年起）。负责粤菜热菜档口及新菜单开发。"]])
d.add_heading("教育背景", level=2)
table(d, [["时间", "学校", "专业", "学历"],
          ["2024.09–至今", "江南大学（非全日制）", "食品科学与工程", "硕士在读"],
          ["2006.09–2010.06", "扬州大学", "烹饪与营养教育", "本科"]])
d.add_heading("证书与荣誉", level=2)
for s in ["中式烹调师 高级技师（国家职业资格一级）",
          "公共营养师 二级",
          "2015 年 第八届全国烹饪技能竞赛 热菜金奖"]:
    d.add_paragraph(s, style="List Bullet")
d.add_heading("技能", level=2)
d.add_paragraph("粤菜、川菜复合调味；食品感官评价；HACCP 体系；配方成本核算；Excel")
d.save(os.path.join(out, "谭砚禾-研发简历.docx"))

# ---- Morenike Adebisi (English) ----
d = Document()
d.styles["Normal"].font.name = "Calibri"; d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("Dr Morenike Adebisi, BDS MSc", level=0)
d.add_paragraph("Amsterdam, Netherlands · morenike.adebisi@gmail.com · +31 6 4127 8830 · GDC no. 281944")
d.add_heading("Profile", level=1)
d.add_paragraph("Dentist with six years of clinical practice in Nigeria and the UK who moved into the medical-device industry in 2021. I now run clinical studies for clear-aligner and intraoral-scanner products across Europe, the Middle East and Africa, working between clinicians, regulatory affairs and R&D.")
d.add_heading("Experience", level=1)
p = d.add_paragraph(); p.add_run("Align Technology, Amsterdam").bold = True
d.add_paragraph("Senior Clinical Research Manager, EMEA — January 2024 to present")
d.add_paragraph("Clinical Specialist — March 2021 to December 2023")
for s in ["Design and monitor post-market clinical follow-up studies for Invisalign aligners and iTero intraoral scanners under EU MDR.",
          "Train orthodontists and general dentists in 14 countries on digital treatment planning."]:
    d.add_paragraph(s, style="List Bullet")
p = d.add_paragraph(); p.add_run("Bupa Dental Care, London").bold = True
d.add_paragraph("Associate Dentist — September 2018 to February 2021")
d.add_paragraph("General and cosmetic dentistry for NHS and private patients; started offering clear-aligner treatment in 2019.", style="List Bullet")
p = d.add_paragraph(); p.add_run("Lagos University Teaching Hospital").bold = True
d.add_paragraph("Dental Officer (after house job) — January 2012 to August 2016")
d.add_paragraph("Outpatient restorative and paediatric dentistry; ran school screening outreach in Surulere.", style="List Bullet")
d.add_paragraph("2017–2018: passed the Overseas Registration Exam (ORE) and obtained full GDC registration.")
d.add_heading("Education", level=1)
table(d, [["Degree", "Institution", "Years"],
          ["MSc Dental Public Health", "King's College London", "2016–2017"],
          ["Bachelor of Dental Surgery (BDS)", "University of Lagos, College of Medicine", "2005–2011"]])
d.add_heading("Publications", level=1)
for s in ["Adebisi M, Gallagher JE. Oral health inequalities among school children in Lagos: a cross-sectional survey. Community Dentistry and Oral Epidemiology. 2018;46(5):455–462.",
          "Kravitz ND, Adebisi M, Dalessandri D. Accuracy of tooth movement with clear aligners: a multicentre retrospective study. Journal of Dentistry. 2025;152:105488."]:
    d.add_paragraph(s, style="List Bullet")
d.add_heading("Other", level=1)
d.add_paragraph("Poster presentation, IADR General Session 2023, Bogotá.")
d.add_paragraph("Member, British Dental Association.")
d.save(os.path.join(out, "CV_MAdebisi_2026.docx"))
