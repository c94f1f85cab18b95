"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

# --- Ningxi Yu, pharmacovigilance (English) ---
d = Document()
d.add_heading("Ningxi (Natalie) Yu", 0)
d.add_paragraph("Senior Pharmacovigilance Specialist | Shanghai | +86 139 1706 4428 | ningxi.yu.pv@outlook.com")
d.add_heading("Professional Experience", 1)
d.add_heading("AstraZeneca China — Patient Safety, Shanghai", 2)
d.add_paragraph("Senior Pharmacovigilance Specialist, 07/2024 – today")
d.add_paragraph("Pharmacovigilance Specialist, 04/2022 – 06/2024")
for b in ["Own ICSR case processing quality for oncology products: triage, MedDRA coding, narrative writing and expedited reporting to NMPA within 15 calendar days.",
          "Authored China sections of PSURs/PBRERs for three marketed products and supported two signal evaluations.",
          "Built a weekly case-volume and late-case dashboard in Power BI for the Patient Safety leadership team."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("JD Health (京东健康) — Online Pharmacy Quality Dept., Beijing", 2)
d.add_paragraph("Pharmacovigilance Specialist, 10/2019 – 03/2022")
for b in ["Set up adverse-event intake from online pharmacy customer-service chats and e-prescriptions; about 1,200 reports per year forwarded to marketing-authorisation holders.",
          "Wrote the SOP for adverse drug reaction monitoring required by the 2019 Drug Administration Law."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Parexel — Drug Safety Services, Shanghai", 2)
d.add_paragraph("Drug Safety Associate, 09/2017 – 09/2019")
d.add_paragraph("Case intake and data entry in Oracle Argus Safety for global sponsors; reconciliation with clinical databases.", style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("MSc Pharmacovigilance and Pharmacoepidemiology — King's College London, 2016 – 2017")
d.add_paragraph("BSc Pharmacy — Fudan University (复旦大学药学院), 2012 – 2016")
d.add_heading("Publications & Talks", 1)
d.add_paragraph("Zhou L, Han M, Yu N, et al. Adverse event reports from online pharmacy consultations in China: a retrospective analysis. Drug Safety. 2022;45(3):271-280.")
d.add_paragraph("Speaker, DIA China Annual Meeting 2023 — “Safety signals from e-pharmacy data”.")
d.add_heading("Skills", 1)
d.add_paragraph("Oracle Argus Safety, ArisGlobal LifeSphere, MedDRA, E2B(R3), Power BI, SQL; English (IELTS 8.0), Mandarin (native)")
d.save(os.path.join(OUT, "Yu_Ningxi_PV_CV.docx"))

# --- 逯佳禾, accounting new graduate (Chinese, tables) ---
d = Document()
d.add_heading("逯佳禾  个人简历", 0)
t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
for i, v in enumerate(["电话", "186-7120-3359", "邮箱", "lujiahe2026@qq.com"]): t.cell(0, i).text = v
for i, v in enumerate(["求职意向", "审计 / 财务分析（2026届）", "所在地", "武汉"]): t.cell(1, i).text = v
d.add_heading("教育背景", 1)
t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
for i, v in enumerate(["时间", "学校", "专业", "学历"]): t.cell(0, i).text = v
for i, v in enumerate(["2022.09-2026.06", "中南财经政法大学", "会计学（ACCA方向）", "本科"]): t.cell(1, i).text = v
d.add_paragraph("GPA 3.78/4.0，专业前 8%；主修课程：中级财务会计、审计学、税法、公司财务")
d.add_heading("实习经历", 1)
t = d.add_table(rows=3, cols=3); t.style = "Table Grid"
for i, v in enumerate(["时间", "单位 / 岗位", "工作内容"]): t.cell(0, i).text = v
rows = [["2025.07-2025.10", "普华永道中天会计师事务所 武汉分所 / 审计实习生",
         "参与两家上市公司年报预审，审计项目客户包括京东物流华中区域子公司；负责货币资金、应收账款函证及存货监盘底稿"],
        ["2024.07-2024.09", "美团 / 财务实习生（到店事业群财务BP）",
         "整理商户返佣对账数据，用 SQL 拉取周度 GMV 与补贴明细，协助搭建月度经营分析表"]]
for r, row in enumerate(rows, start=1):
    for i, v in enumerate(row): t.cell(r, i).text = v
d.add_heading("校园经历与奖项", 1)
d.add_paragraph("2024 年 全国大学生会计信息化技能大赛 湖北赛区一等奖")
d.add_paragraph("2023-2024 学年 国家奖学金")
d.add_heading("证书与技能", 1)
d.add_paragraph("ACCA 已通过 9 门；初级会计职称；英语六级 612")
d.add_paragraph("Excel（数据透视、VBA）、SQL、Python、Power BI、Flink（《大数据技术》课程学习）")
d.save(os.path.join(OUT, "逯佳禾_简历_2026届.docx"))
print("docx ok")
