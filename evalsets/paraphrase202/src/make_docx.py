"""Builds the two DOCX CVs into ../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    if header:
        cells = t.add_row().cells
        for c, h in zip(cells, header):
            c.text = h
    for r in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, r):
            c.text = v
    return t

# ---- 凤晓筝 (Chinese, tables) ----
d = Document()
d.add_heading("凤晓筝 ｜ 信用风险分析", level=0)
d.add_paragraph("深圳 · 158-1937-4402 · fengxz_risk@outlook.com")
d.add_heading("基本信息", level=1)
table(d, [["求职意向", "信贷风控 / 风险策略"], ["工作年限", "7年"], ["所在城市", "深圳"]])
d.add_heading("教育背景", level=1)
table(d, [["2017.09–2019.06", "浙江大学", "金融学", "硕士"],
          ["2013.09–2017.06", "西南财经大学", "统计学", "本科"]],
      header=["时间", "学校", "专业", "学历"])
d.add_heading("工作经历", level=1)
table(d, [["2022.04–至今", "招联消费金融有限公司", "高级信用风险分析师"],
          ["2019.07–2022.03", "招联消费金融有限公司", "信用风险分析师"],
          ["2018.07–2018.09", "平安普惠", "风控实习生"]],
      header=["时间", "公司", "职位"])
d.add_paragraph("招联消费金融有限公司（消费金融持牌机构）")
for b in ["负责线上现金贷产品的申请评分卡与行为评分卡，用XGBoost搭建申请评分模型，KS由0.38提升至0.45，上线后首逾率下降0.6个百分点。",
          "搭建贷中预警与额度调整策略，覆盖在贷客户约900万；用SQL与Python按周监控vintage与迁徙率。",
          "2024年起带两名分析师，负责模型监控报告与监管报送口径核对。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("平安普惠（实习）")
d.add_paragraph("协助整理催收数据，做逾期客户分群分析。", style="List Bullet")
d.add_heading("技能与证书", level=1)
d.add_paragraph("Python（pandas、scikit-learn、XGBoost）、SQL、SAS EG、Tableau；FRM一级（2021）。")
d.save(os.path.join(OUT, "凤晓筝-风控简历.docx"))

# ---- Maëlys Forestier (English) ----
d = Document()
d.add_heading("Dr. Maëlys Forestier", level=0)
d.add_paragraph("Group Product Manager, Medical AI · Seoul / Geneva · maelys.forestier@protonmail.com · +41 79 318 24 06")
d.add_heading("Summary", level=1)
d.add_paragraph("Board-certified radiologist (FMH) who moved into product eight years into clinical practice. I now lead product for AI software that reads chest X-rays and mammograms, working between clinicians, regulatory and ML teams.")
d.add_heading("Experience", level=1)
d.add_paragraph("Lunit — Group Product Manager, Lunit INSIGHT CXR · 03/2023 - today")
for b in ["Own roadmap and P&L for the chest X-ray product line used in 3,000+ sites; led the FDA 510(k) clearance of the nodule triage module (2024).",
          "Manage four product managers and a clinical-evidence team of six."]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("Aidoc — Senior Product Manager (clinical) · 09/2019 - 02/2023 · Tel Aviv (remote from Geneva)")
for b in ["Defined clinical requirements for the intracranial haemorrhage and pulmonary embolism triage products.",
          "Ran reader studies with 14 partner hospitals; partners are listed in product documentation, not as employers."]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("Hôpitaux Universitaires de Genève (HUG) — Radiology · 11/2011 - 08/2019")
for b in ["Attending radiologist (chef de clinique), thoracic and emergency imaging, 11/2016 - 08/2019.",
          "Resident in diagnostic radiology, 11/2011 - 10/2016."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", level=1)
table(d, [["2020 - 2021", "INSEAD", "Executive MBA (Global Executive MBA), part-time"],
          ["2005 - 2011", "Université de Genève", "MD (Doctor of Medicine), Faculty of Medicine"]])
d.add_heading("Publications", level=1)
d.add_paragraph("Forestier M, Becker CD, Montet X. Low-dose CT for suspected pulmonary embolism in pregnancy: a retrospective cohort. European Radiology. 2017;27(9):3820-3828.")
d.add_paragraph("Martin SP, Forestier M, Poletti PA. Deep learning triage of chest radiographs in the emergency department. Radiology. 2019;292(2):431-437.")
d.add_heading("Service", level=1)
d.add_paragraph("Reviewer, Radiology: Artificial Intelligence (2020 - present)")
d.add_paragraph("Invited speaker, RSNA 2022 AI Showcase (vendor session)")
d.add_heading("Skills", level=1)
d.add_paragraph("Product discovery, clinical validation design, DICOM/PACS integration, MDR/FDA regulatory strategy, SQL, Figma. Languages: French, English, German, Korean (basic).")
d.save(os.path.join(OUT, "Forestier_M_CV.docx"))
