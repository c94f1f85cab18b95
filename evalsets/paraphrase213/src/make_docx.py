"""Builds the two DOCX CVs: Itziar Olabarria (English) and 冉志豪 (Chinese, with tables)."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

# ---------- Itziar Olabarria (English) ----------
d = Document()
d.add_heading("Itziar Olabarria Etxebarria", 0)
d.add_paragraph("Audit Senior | Madrid, Spain | +34 611 482 905 | itziar.olabarria@protonmail.example")
d.add_heading("Professional Experience", 1)
d.add_heading("EY (Ernst & Young), Assurance – Madrid", 2)
d.add_paragraph("Audit Senior, 10/2023 – today")
for b in [
    "Lead fieldwork for statutory audits of mid-cap listed clients in food and energy (incl. Ebro Foods and Cepsa), coordinating teams of three to five assistants.",
    "Review revenue recognition and inventory valuation workpapers; draft management letters.",
    "Use data analytics (IDEA, Power BI) for journal-entry testing on full populations.",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("Audit Assistant, 09/2021 – 09/2023")
d.add_paragraph("Substantive testing of receivables, payables and fixed assets; bank and legal confirmations.", style="List Bullet")
d.add_paragraph("Summer Intern, Assurance, 06/2020 – 08/2020")
d.add_paragraph("Supported year-end inventory counts and sampling.", style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("Máster en Auditoría de Cuentas (part-time), Universidad Pontificia Comillas (ICADE), 2021 – 2022")
d.add_paragraph("Grado en Administración y Dirección de Empresas, Universidad Carlos III de Madrid, 2016 – 2020")
d.add_heading("Certifications", 1)
d.add_paragraph("ROAC – Registro Oficial de Auditores de Cuentas, examination passed 2024")
d.add_heading("Skills", 1)
d.add_paragraph("Excel (advanced), SAP FI, IDEA, Power BI, Python (basic, self-taught)")
d.add_paragraph("Languages: Spanish and Basque (native), English (C1), French (B2)")
d.save(os.path.join(OUT, "Itziar_Olabarria_CV.docx"))

# ---------- 冉志豪 (Chinese, tables) ----------
d = Document()
st = d.styles["Normal"]; st.font.name = "SimSun"; st.font.size = Pt(10.5)
d.add_heading("冉志豪 个人简历", 0)
d.add_paragraph("手机：139-5740-2286 ｜ 邮箱：ranzhihao_chem@126.com ｜ 浙江宁波")
d.add_heading("教育背景", 1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]):
    c.text = h
for row in [("2011.09-2014.06", "天津大学", "化学工程与工艺", "工学硕士"),
            ("2007.09-2011.06", "中国石油大学（华东）", "化学工程与工艺", "工学学士")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v
d.add_heading("工作经历", 1)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["时间", "单位", "职务"]):
    c.text = h
for row in [("2020年1月 - 至今", "中国石化镇海炼化分公司 乙烯厂", "主任工程师（乙烯装置）"),
            ("2014年7月 - 2019年12月", "中国石化镇海炼化分公司 乙烯厂", "工艺工程师")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v
for b in [
    "负责100万吨/年乙烯装置裂解炉及急冷系统的工艺优化，牵头完成裂解深度在线优化项目，双烯收率提高0.8个百分点。",
    "使用Aspen Plus与Aspen HYSYS建立分离流程模型，支撑装置扩能改造方案论证；带领6人工艺技术小组。",
    "参与芳烃抽提单元开车，该单元采用壳牌（Shell）授权的工艺包，负责与许可方的技术澄清。",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("论文发表", 1)
d.add_paragraph("冉志豪，李振东，王海涛. 乙烯裂解炉结焦预测的机理-数据混合模型[J]. 化工学报, 2019, 70(8): 3012-3020.（第一作者）")
d.add_paragraph("周立群，冉志豪. 急冷油系统减黏技术的工业应用[J]. 石油化工, 2022, 51(4): 421-427.")
d.add_heading("专业技能与其他", 1)
d.add_paragraph("工艺模拟：Aspen Plus、Aspen HYSYS、PRO/II；控制系统：霍尼韦尔DCS")
d.add_paragraph("编程：Python（自学，了解）")
d.add_paragraph("中国化工学会会员；注册化工工程师（2018）")
d.save(os.path.join(OUT, "冉志豪_简历.docx"))
print("ok")
