"""Build the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows, header=True):
    t = doc.add_table(rows=len(rows), cols=len(rows[0]))
    t.style = "Table Grid"
    for i, r in enumerate(rows):
        for j, v in enumerate(r):
            t.cell(i, j).text = v
            if header and i == 0:
                for run in t.cell(i, j).paragraphs[0].runs:
                    run.bold = True
    return t

# ---------------- Harriet Oyinlola (English) ----------------
d = Document()
h = d.add_heading("Harriet Oyinlola", 0)
d.add_paragraph("Clinical Data Manager  |  Reading, United Kingdom  |  harriet.oyinlola@gmail.com  |  +44 7700 900 318")
d.add_heading("Summary", 1)
d.add_paragraph("Clinical data manager with eight years in contract research, leading study start-up to database lock "
                "for Phase II–III oncology and respiratory trials. Comfortable owning the data management plan, "
                "edit-check specifications, UAT and vendor reconciliation for global sponsors.")
d.add_heading("Experience", 1)
d.add_heading("IQVIA — Clinical Data Manager, Oncology Data Management", 2)
d.add_paragraph("04/2022 - today  ·  Reading, UK")
for b in ["Lead data manager on three global Phase III oncology studies built in Medidata Rave (1,900 subjects).",
          "Write data management plans, CRF completion guidelines and edit-check specifications; run UAT with the build team.",
          "Produce SAS listings for medical review and coordinate interim and final database locks."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Covance (now Labcorp Drug Development)", 2)
d.add_paragraph("Senior Clinical Data Associate, 10/2020 – 03/2022  ·  Maidenhead, UK")
d.add_paragraph("Clinical Data Associate, 09/2018 – 09/2020  ·  Maidenhead, UK")
for b in ["Query management and SAE reconciliation for respiratory and vaccine studies.",
          "Mapped study data to CDISC SDTM with the programming team."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("GSK — Clinical Operations Intern", 2)
d.add_paragraph("summer 2017  ·  Stevenage, UK")
d.add_paragraph("Supported trial master file QC for two vaccine studies.", style="List Bullet")
d.add_heading("Education", 1)
table(d, [["Dates", "Qualification", "Institution"],
          ["2024 – present", "MSc Clinical Research (part-time, online)", "Queen Mary University of London"],
          ["2015 – 2018", "BSc (Hons) Biomedical Science, 2:1", "University of Leeds"]])
d.add_heading("Publications", 1)
d.add_paragraph("Mensah K, Oyinlola H, Brightman L. Reducing query turnaround with risk-based edit checks. "
                "Data Basics (Society for Clinical Data Management), 2023.")
d.add_heading("Certifications", 1)
d.add_paragraph("Certified Clinical Data Manager (CCDM), Society for Clinical Data Management, 2021")
d.add_heading("Skills", 1)
d.add_paragraph("Medidata Rave, Veeva Vault CDMS, SAS, SQL, CDISC SDTM/CDASH, MedDRA and WHODrug coding")
d.add_paragraph("Self-study: Python, Docker, Kubernetes (Coursera, 2024)")
d.save(os.path.join(OUT, "harriet_oyinlola_cv.docx"))

# ---------------- 江若衡 (Chinese) ----------------
d = Document()
p = d.add_paragraph()
r = p.add_run("江若衡"); r.bold = True; r.font.size = Pt(22)
d.add_paragraph("首席财务官 ｜ 上海 ｜ 139-1702-5583 ｜ jiangruoheng@163.com")
d.add_heading("个人简介", 1)
d.add_paragraph("二十五年财务管理经验，历任四大会计师事务所审计、医药研发服务企业财务经理、华为区域财务总监，"
                "现任物流科技平台首席财务官，熟悉美股上市公司财务报告、融资与投资者关系。")
d.add_heading("工作经历", 1)
table(d, [["时间", "公司", "职位", "主要职责"],
          ["2018年3月 - 至今", "满帮集团（Full Truck Alliance）", "首席财务官（CFO）",
           "负责集团财务、资金、税务与投资者关系；主导与麦肯锡合作的财务数字化转型项目（麦肯锡为外部顾问）。"],
          ["2010年4月 - 2017年12月", "华为技术有限公司", "区域财务总监（2014年起）；财务经理",
           "负责中东北非地区的预算、回款与经营分析；参与 IFS 集成财经服务变革。"],
          ["2004年7月 - 2010年3月", "药明康德（WuXi AppTec）", "财务经理",
           "负责临床研究外包业务线的成本核算与项目利润分析。"],
          ["2001年7月 - 2004年6月", "普华永道中天会计师事务所", "审计师、高级审计师",
           "参与制造业与医药客户的年报审计。"]])
d.add_heading("教育背景", 1)
d.add_paragraph("2015.09 - 2017.06　长江商学院　高级管理人员工商管理硕士（EMBA）")
d.add_paragraph("1997.09 - 2001.07　复旦大学　管理学院　会计学　学士")
d.add_heading("资格证书", 1)
d.add_paragraph("中国注册会计师（CPA）；ACCA 资深会员")
d.save(os.path.join(OUT, "jiang_ruoheng_cfo.docx"))
print("ok")
