"""Build the two DOCX CVs into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "cvs")


def zh_font(doc):
    st = doc.styles["Normal"]
    st.font.name = "SimSun"
    st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")


def table(doc, rows, widths=None):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = v
    return t


# ---- 庞慧琴 (Chinese, tables) ----
d = Document()
zh_font(d)
d.add_heading("个人简历", level=1)
table(d, [["姓名", "庞慧琴", "性别", "女"],
          ["电话", "139-1822-6075", "邮箱", "pang.huiqin@126.com"],
          ["现居", "上海市徐汇区", "求职意向", "零售/餐饮连锁 运营副总裁"]])
d.add_heading("工作经历", level=2)
table(d, [["时间", "公司", "职位", "主要职责"],
          ["2019.04–至今", "天好咖啡（Tims 中国）", "门店运营总监（华东大区）",
           "管理华东 320 家门店运营，带领 9 名区域经理；推动新店模型与数字化排班，单店人效提升 18%"],
          ["2014.01–2019.03", "星巴克企业管理（中国）有限公司", "区域经理（上海西区）",
           "负责 26 家门店的营运、人员发展与食品安全；主导 Microsoft Dynamics 365 门店 POS 系统在上海西区的上线"],
          ["2011.06–2013.12", "星巴克企业管理（中国）有限公司", "店经理",
           "静安嘉里中心店、南京西路店店经理"],
          ["2008.07–2011.05", "上海福满家便利有限公司（全家 FamilyMart）", "店长", "门店日常经营与排班"]])
d.add_heading("教育背景", level=2)
table(d, [["时间", "学校", "专业", "学历"],
          ["2025.09–至今", "中欧国际工商学院", "高级管理人员工商管理", "EMBA（在读）"],
          ["2004.09–2008.07", "上海师范大学", "旅游管理", "本科"]])
d.add_heading("技能与证书", level=2)
d.add_paragraph("熟练使用 Excel、Power BI 做门店经营分析；持有上海市食品安全管理员证；普通话一级乙等")
d.add_heading("荣誉", level=2)
d.add_paragraph("2017 星巴克中国“年度区域经理”；2023 Tims 中国“卓越运营奖”")
d.save(os.path.join(OUT, "庞慧琴-门店运营总监.docx"))

# ---- Palesa Vorster (English; name only in the header section) ----
d = Document()
d.styles["Normal"].font.name = "Calibri"
d.styles["Normal"].font.size = Pt(10.5)
hdr = d.sections[0].header.paragraphs[0]
hdr.text = "Palesa Vorster  |  Curriculum Vitae"
d.add_paragraph("Cape Town, South Africa · +27 72 514 3098 · palesa.vorster@myuct.ac.za")
d.add_heading("Profile", level=2)
d.add_paragraph("Accounting graduate completing the Postgraduate Diploma in Accounting (CTA) at UCT, "
                "heading for SAICA articles. Two audit vacation-work stints at EY in Cape Town.")
d.add_heading("Education", level=2)
d.add_paragraph("University of Cape Town — Postgraduate Diploma in Accounting (CTA), 2026 – in progress")
d.add_paragraph("University of Cape Town — Bachelor of Commerce in Accounting, 2022 – 2025")
d.add_heading("Experience", level=2)
d.add_paragraph("Audit Vacation Work Intern, EY (Ernst & Young Inc.), Cape Town — Jun 2025 – Jul 2025")
d.add_paragraph("Tested revenue and receivables for two listed retail clients; prepared lead schedules in CaseWare.",
                style="List Bullet")
d.add_paragraph("Audit Vacation Work Intern, EY (Ernst & Young Inc.), Cape Town — Dec 2024 – Jan 2025")
d.add_paragraph("Bank confirmations and cash testing for a mining client.", style="List Bullet")
d.add_paragraph("Barista (part-time, weekends), Starbucks V&A Waterfront, Cape Town — 2022 – 2023")
d.add_heading("Skills", level=2)
d.add_paragraph("CaseWare, Excel, Power BI, SAP (coursework), Python (first-year course), IFRS, ISA")
d.add_heading("Certifications & Awards", level=2)
d.add_paragraph("Microsoft Office Specialist: Excel Associate (2023)")
d.add_paragraph("Dean's Merit List 2023, 2024; Thuthuka Bursary Fund recipient")
d.save(os.path.join(OUT, "cv_final_v3.docx"))
