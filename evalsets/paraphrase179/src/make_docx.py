"""Builds the two DOCX CVs in ../cvs/."""
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs")

def cjk(doc, font="Noto Sans CJK SC"):
    st = doc.styles["Normal"]
    st.font.name = "Calibri"; st.font.size = Pt(10.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), font)

# ---------- 程思凝 (Chinese, tables) ----------
d = Document(); cjk(d)
h = d.add_heading("个人简历", level=0); h.alignment = WD_ALIGN_PARAGRAPH.CENTER
t = d.add_table(rows=2, cols=4); t.style = "Table Grid"
for i, (k, v) in enumerate([("姓名", "程思凝"), ("求职意向", "品牌市场 / 品牌管理"),
                             ("电话", "186-2150-7733"), ("邮箱", "chengsining.brand@qq.com")]):
    t.cell(i // 2, (i % 2) * 2).text = k; t.cell(i // 2, (i % 2) * 2 + 1).text = v
d.add_heading("工作经历", level=1)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
for c, s in zip(t.rows[0].cells, ["时间", "公司", "职位"]): c.text = s
for row in [("2017年3月 - 至今", "资生堂（中国）投资有限公司", "品牌市场经理（2020年1月起）；品牌市场主管（2017年3月 - 2019年12月）"),
            ("2013年7月 - 2017年2月", "上海家化联合股份有限公司", "品牌专员（佰草集品牌）")]:
    cells = t.add_row().cells
    for c, s in zip(cells, row): c.text = s
d.add_paragraph("资生堂（中国）", style="Heading 3")
for b in ["负责旗下护肤品牌在中国大陆的年度品牌规划与整合营销预算（年预算约 1.2 亿元），带领 3 人品牌团队，统筹新品上市、代言人合作与节日营销。",
          "主导 2023 年“红腰子”精华焕新上市，联动天猫超级品牌日与抖音直播，上市首月 GMV 同比增长 46%。",
          "搭建消费者洞察看板，与数据部门合作以 Excel 与 Power BI 跟踪品牌健康度指标。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("上海家化", style="Heading 3")
for b in ["协助品牌经理完成佰草集门店陈列与会员活动执行，管理 KOL 投放排期。"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("教育背景", level=1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, s in zip(t.rows[0].cells, ["时间", "学校", "专业", "学历"]): c.text = s
for row in [("2024.09 - 至今", "中欧国际工商学院", "在职 MBA", "硕士（在读，预计 2027 年毕业）"),
            ("2009.09 - 2013.06", "上海外国语大学", "市场营销", "学士")]:
    cells = t.add_row().cells
    for c, s in zip(cells, row): c.text = s
d.add_heading("荣誉与技能", level=1)
d.add_paragraph("2019 资生堂中国 年度最佳新品上市项目奖；2012 上海外国语大学 一等奖学金")
d.add_paragraph("技能：整合营销、消费者洞察、电商大促运营、Power BI、Excel、SPSS；英语（专业八级）、日语（N2）")
d.save(os.path.join(OUT, "程思凝-品牌市场经理.docx"))

# ---------- Matteo Vanzetti (English, name only in footer) ----------
d = Document()
d.styles["Normal"].font.name = "Calibri"; d.styles["Normal"].font.size = Pt(10.5)
sec = d.sections[0]
sec.footer.paragraphs[0].text = "Matteo Vanzetti — Curriculum Vitae — London, 2026"
p = d.add_paragraph(); r = p.add_run("Quantitative Researcher · Systematic Equities"); r.bold = True; r.font.size = Pt(16)
d.add_paragraph("London, UK · +44 7700 918 342 · mvanzetti.q@protonmail.com")
d.add_heading("Experience", level=1)
d.add_heading("Citadel — Global Quantitative Strategies, London", level=2)
d.add_paragraph("Quantitative Researcher · January 2022 – Present")
for b in ["Research and production of mid-frequency equity alpha signals across European and Asian markets; owner of a cross-sectional signal book with capacity in the low billions.",
          "Built a regime-aware portfolio construction layer in Python and kdb+/q that cut turnover by 18% at unchanged Sharpe."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Man Group (Man AHL), London", level=2)
d.add_paragraph("Quantitative Researcher · 10/2019 – 12/2021")
for b in ["Developed futures trend and carry models; designed the volatility-targeting overlay later adopted firm-wide for two flagship programmes."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", level=1)
d.add_paragraph("PhD in Applied Mathematics, Imperial College London, 2015 – 2019. Thesis: Stochastic parameterisation of mesoscale ocean eddies.")
d.add_paragraph("BSc in Mathematics, Università degli Studi di Padova, 2012 – 2015.")
d.add_heading("Publications", level=1)
for b in ["M. Vanzetti and R. Lambert. Regime-switching covariance shrinkage for equity portfolios. Quantitative Finance, 23(9), 2023.",
          "K. Lindahl, P. Osei, M. Vanzetti and J. Berloff. Eddy-driven variability of the North Atlantic jet in a hierarchy of models. Journal of Climate, 33(14), 2020.",
          "M. Vanzetti, J. Berloff and P. Osei. Stochastic closures for mesoscale eddy fluxes in ocean models. Journal of Physical Oceanography, 49(6), 2019."]:
    d.add_paragraph(b, style="List Number")
d.add_heading("Service", level=1)
d.add_paragraph("Reviewer, NeurIPS (2021, 2022); Reviewer, Quantitative Finance (since 2023).")
d.add_heading("Skills", level=1)
d.add_paragraph("Python (NumPy, pandas, PyTorch), kdb+/q, C++17, SQL; Italian (native), English (fluent).")
d.save(os.path.join(OUT, "cv_quant_2026.docx"))
