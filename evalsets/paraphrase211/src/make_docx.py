"""Builds the two DOCX CVs of the paraphrase211 set."""
from docx import Document
from docx.shared import Pt
from docx.oxml.ns import qn
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")

# ---- Kirra Lansdowne (English; her name appears only in the page footer and the e-mail handle)
d = Document()
d.sections[0].footer.paragraphs[0].text = "Kirra Lansdowne — Curriculum Vitae — updated October 2026"
d.add_heading("Curriculum Vitae", 0)
d.add_paragraph("Postdoctoral Research Fellow in infectious-disease epidemiology · Boston, MA · kirra.lansdowne@post.harvard.edu · +1 617 555 0193")
d.add_heading("Appointments", 1)
d.add_paragraph("Postdoctoral Research Fellow, Department of Epidemiology, Harvard T.H. Chan School of Public Health — Oct 2021 – present")
d.add_paragraph("Transmission models for RSV and influenza in long-term care facilities; target-trial emulation of maternal RSV vaccination using Nordic registry data. Analysis in R (data.table, brms) and Stata; code reviewed on GitHub.", style="List Bullet")
d.add_paragraph("Doctoral student (PhD candidate), Department of Medical Epidemiology and Biostatistics, Karolinska Institutet, Stockholm — Jan 2017 – Sep 2021", )
d.add_paragraph("Thesis: “Antimicrobial resistance and hospital-onset bloodstream infections in Sweden, 2008–2019”.", style="List Bullet")
d.add_paragraph("Research Officer, Peter Doherty Institute for Infection and Immunity, Melbourne — Mar 2015 – Dec 2016")
d.add_paragraph("Outbreak line-list management and surveillance reports for the Victorian Department of Health.", style="List Bullet")
d.add_heading("Education", 1)
t = d.add_table(rows=4, cols=3)
rows = [("Degree", "Institution", "Years"),
        ("PhD, Medical Epidemiology", "Karolinska Institutet, Sweden", "2017–2021"),
        ("Master of Public Health", "The University of Melbourne", "2013–2014"),
        ("BSc, Biomedical Science", "The University of Queensland", "2010–2012")]
for r, row in enumerate(rows):
    for c, val in enumerate(row):
        t.cell(r, c).text = val
d.add_heading("Selected publications", 1)
d.add_paragraph("Lansdowne K, Nilsson E, Hallberg P, Ternhag A. Hospital-onset Gram-negative bloodstream infections and carbapenem resistance in Sweden: a nationwide cohort study. Lancet Infect Dis. 2021;21(11):1580–1589.", style="List Number")
d.add_paragraph("Lansdowne K, Okonkwo-Ruiz D, Lipsitch M. Emulating a target trial of maternal RSV vaccination with registry data. Int J Epidemiol. 2023;52(4):1102–1113.", style="List Number")
d.add_paragraph("Feraru A, Lansdowne K, Hernán MA. Clone-censor-weight estimators under staggered vaccine rollout. Stat Med. 2024;43(18):3411–3429.", style="List Number")
d.add_heading("Professional service", 1)
d.add_paragraph("Peer reviewer for the American Journal of Epidemiology (since 2022) and Epidemiology (since 2023).")
d.add_paragraph("Invited talk, Society for Epidemiologic Research (SER) annual meeting, Portland, June 2024.")
d.add_heading("Skills", 1)
d.add_paragraph("R, Stata, SAS (coursework only), causal inference, survival analysis, compartmental models, Python (basic)")
d.save(os.path.join(OUT, "CV_postdoc_epi_2026.docx"))

# ---- 占雅楠 (Chinese, tables)
d = Document()
st = d.styles["Normal"]; st.font.name = "Noto Sans CJK SC"; st.element.rPr.rFonts.set(qn("w:eastAsia"), "Noto Sans CJK SC")
d.add_heading("占雅楠 — 个人简历", 0)
d.add_paragraph("手机：186-5718-3302　｜　邮箱：zhanyanan_scm@163.com　｜　现居：浙江杭州")
d.add_paragraph("求职意向：供应链计划 / S&OP 负责人")
d.add_heading("教育背景", 1)
t = d.add_table(rows=3, cols=4); t.style = "Table Grid"
rows = [("时间", "学校", "专业", "学历"),
        ("2024年9月 - 至今", "上海财经大学", "工商管理（在职 MBA，周末班）", "硕士在读，预计2027年6月毕业"),
        ("2013年9月 - 2017年6月", "北京交通大学", "物流管理", "本科（管理学学士）")]
for r, row in enumerate(rows):
    for c, val in enumerate(row):
        t.cell(r, c).text = val
d.add_heading("工作经历", 1)
t = d.add_table(rows=4, cols=4); t.style = "Table Grid"
rows = [("时间", "公司", "职位", "主要职责与业绩"),
        ("2023年1月 - 至今", "零跑汽车（浙江零跑科技股份有限公司）", "高级供应链计划经理", "负责 C 系列整车 S&OP 与主生产计划，管理 6 人计划团队；2024 年电芯与功率模块缺料停线天数下降 70%；搭建基于 Python + SQL 的需求预测模型，月度预测准确率由 68% 提升至 84%。"),
        ("2020年4月 - 2022年12月", "零跑汽车（浙江零跑科技股份有限公司）", "供应链计划工程师", "负责电池包、电驱物料的物料需求计划（MRP）与供应商交付协同；推动 SAP IBP 上线。"),
        ("2017年7月 - 2020年3月", "美的集团（家用空调事业部）", "供应链计划专员", "负责华东基地月度产销协同与库存周转分析，使用 SAP APO 与 Excel VBA。")]
for r, row in enumerate(rows):
    for c, val in enumerate(row):
        t.cell(r, c).text = val
d.add_heading("项目经历", 1)
d.add_paragraph("2021年 供应链网络优化项目（项目合作方：罗兰贝格 Roland Berger，本人为零跑方对接人）")
d.add_heading("证书与技能", 1)
d.add_paragraph("APICS CPIM 认证（2019）；SAP IBP / APO、Kinaxis RapidResponse、Python、SQL、Power BI")
d.save(os.path.join(OUT, "占雅楠_供应链计划_简历.docx"))
print("ok")
