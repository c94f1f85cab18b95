"""Builds the two DOCX CVs into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

def table(doc, rows, header=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    if header:
        cells = t.add_row().cells
        for c, v in zip(cells, header):
            c.text = v
            for r in c.paragraphs[0].runs:
                r.bold = True
    for row in rows:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            c.text = v
    return t

# ---------- 钟离若岫 (Chinese, tables) ----------
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.font.size = Pt(10.5)
p = d.add_paragraph(); r = p.add_run("钟离若岫"); r.bold = True; r.font.size = Pt(20)
p.alignment = WD_ALIGN_PARAGRAPH.CENTER
d.add_paragraph("合规官（Compliance Officer）｜ 香港 ｜ +852 5123 8846 ｜ ruoxiu.zhongli@outlook.com").alignment = WD_ALIGN_PARAGRAPH.CENTER
d.add_heading("教育背景", level=1)
table(d, [
    ["2015.09–2016.07", "香港大学", "法学硕士（LLM，金融法规方向）"],
    ["2011.09–2015.06", "中国政法大学", "法学学士"],
], header=["时间", "学校", "学位"])
d.add_heading("工作经历", level=1)
table(d, [
    ["2023.06–至今", "HashKey Exchange（香港）", "合规官"],
    ["2021.03–2023.05", "OSL 数字证券（BC科技集团旗下）", "合规经理"],
    ["2019.04–2021.02", "渣打银行（香港）有限公司", "高级合规分析师"],
    ["2016.09–2019.03", "渣打银行（香港）有限公司", "合规分析师"],
], header=["时间", "公司", "职位"])
d.add_paragraph("HashKey Exchange：负责虚拟资产交易平台（VATP）牌照下的持续合规，牵头反洗钱/KYC 审查与可疑交易报告；"
                "用 SQL 编写交易监控规则，结合链上分析工具 Chainalysis 追踪高风险地址。")
d.add_paragraph("OSL：搭建旅行规则（Travel Rule）合规流程，对接证监会检查，完成 2022 年度合规审计。")
d.add_paragraph("渣打银行：负责零售银行业务的制裁筛查与反洗钱案件调查，2019 年晋升为高级合规分析师。")
d.add_heading("实习经历", level=1)
table(d, [
    ["2014.07–2014.08", "中国人民银行上海总部", "金融稳定部实习生"],
], header=["时间", "单位", "岗位"])
d.add_heading("证书与资格", level=1)
d.add_paragraph("ACAMS 国际注册反洗钱师（CAMS），2018")
d.add_paragraph("香港证监会持牌代表（第 1 类受规管活动）")
d.add_heading("技能", level=1)
d.add_paragraph("SQL、Excel/VBA、Chainalysis Reactor、英语（雅思 8.0）、粤语")
d.save(os.path.join(OUT, "钟离若岫-合规-简历.docx"))

# ---------- Rosalie Penhallow (English) ----------
d = Document()
d.add_heading("Rosalie Penhallow, BVetMed MRCVS", level=0)
d.add_paragraph("Pet-nutrition scientist and former small-animal vet · rosalie.penhallow@gmail.com · +33 6 45 18 77 02 · Montpellier, France")
d.add_heading("Experience", level=1)
p = d.add_paragraph(); p.add_run("Royal Canin (Mars Petcare) — Senior Nutrition Scientist").bold = True
d.add_paragraph("Aimargues, France · Jan 2022 – Present")
d.add_paragraph("Design and run palatability and digestibility trials for feline renal and weight-management diets, "
                "from protocol writing through to the statistical report in R; sit on the product review board that "
                "signs off new veterinary diets before launch.", style="List Bullet")
d.add_paragraph("Translate clinic feedback into formulation briefs for the extrusion pilot plant.", style="List Bullet")
p = d.add_paragraph(); p.add_run("Medivet Group — Veterinary Surgeon").bold = True
d.add_paragraph("Bristol, UK · Sep 2014 – Dec 2021")
d.add_paragraph("First-opinion small-animal practice; ran the clinic's weight-management and senior-pet nutrition clinics.", style="List Bullet")
d.add_heading("Education", level=1)
table(d, [
    ["2009 – 2014", "Royal Veterinary College, University of London", "BVetMed (Bachelor of Veterinary Medicine)"],
    ["2019", "BSAVA / Harper Adams University", "Certificate in Advanced Veterinary Practice (CertAVP) modules"],
])
d.add_heading("Publications", level=1)
d.add_paragraph("Penhallow R., Girard M., Oduya F. (2024). Dietary fibre blends and faecal quality in adult cats. "
                "Journal of Animal Physiology and Animal Nutrition, 108(2), 411–420.")
d.add_paragraph("Girard M., Penhallow R. (2023). Palatability testing of renal diets: a two-bowl study. Poster, WSAVA World Congress 2023, Lisbon.")
d.add_heading("Memberships", level=1)
d.add_paragraph("Member, Royal College of Veterinary Surgeons (MRCVS); Member, British Small Animal Veterinary Association")
d.add_heading("Skills", level=1)
d.add_paragraph("R, SAS JMP, study design, AAFCO/FEDIAF nutrient profiles, clinical nutrition, French (B2)")
d.save(os.path.join(OUT, "Rosalie_Penhallow_CV.docx"))
print("ok")
