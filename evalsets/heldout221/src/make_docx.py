"""Builds cvs/mafalda_seixas_cv.docx (English, education in a table)."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

out = Path(__file__).resolve().parent.parent / "cvs" / "mafalda_seixas_cv.docx"
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
d.add_heading("Dr Mafalda Seixas", level=0)
d.add_paragraph("Lecturer in Economics, School of Economics, University of Bristol\n"
                "mafalda.seixas@bristol.ac.uk | +44 117 455 0912 | Bristol, UK")

d.add_heading("Academic Positions", level=1)
d.add_paragraph("Lecturer in Economics (permanent), School of Economics, University of Bristol, September 2021 – present", style="List Bullet")
d.add_paragraph("Teach Intermediate Macroeconomics (UG, 280 students) and Managerial Economics on the Bristol MBA programme; "
                "supervise three PhD students and MSc dissertations in development and labour economics.")
d.add_paragraph("Teaching Fellow (part-time), Department of Economics, University of Warwick, 2019–2021", style="List Bullet")
d.add_paragraph("Ran seminars for EC201 Macroeconomics 2 while completing my doctorate.")

d.add_heading("Other Professional Experience", level=1)
d.add_paragraph("Research Intern, Economics and Research Department, Banco de Portugal, Lisbon — summer 2015", style="List Bullet")
d.add_paragraph("Built a Stata panel of firm-level credit registry data for a working paper on credit supply shocks.")
d.add_paragraph("Short-term Consultant (STC), World Bank, Poverty and Equity Global Practice, 2022–2023 (remote, 60 days)", style="List Bullet")

d.add_heading("Education", level=1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["Degree", "Institution", "Years", "Notes"]):
    c.text = h
for row in [
    ("PhD Economics", "University of Warwick", "2016 – 2021", "Thesis: Informality, minimum wages and firm growth in Mozambique"),
    ("MSc Economics", "Nova School of Business and Economics (Nova SBE), Universidade Nova de Lisboa", "2014 – 2016", "Graduated with 18/20"),
    ("BSc Economics", "Faculdade de Economia, Universidade do Porto", "2011 – 2014", "Erasmus semester at Universität Mannheim, 2013"),
]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v

d.add_heading("Publications", level=1)
for p in [
    "Seixas, M. and Oyelaran, T. (2024). \"Minimum wages and the informal margin: evidence from Mozambique.\" Journal of Development Economics, 167, 103228.",
    "Seixas, M. (2023). \"Credit supply shocks and employment in small firms.\" Oxford Bulletin of Economics and Statistics, 85(4), 771–802.",
    "Halvorsen, K., Seixas, M. and Duarte, R. (2022). \"Who gains from mobile money? Household evidence from Tanzania.\" World Development, 158, 105987.",
]:
    d.add_paragraph(p, style="List Number")
d.add_heading("Working papers", level=2)
d.add_paragraph("\"Remittances, informality and female labour supply\" (with J. Pinheiro), revise and resubmit, Economic Journal.")

d.add_heading("Grants and Awards", level=1)
d.add_paragraph("British Academy / Leverhulme Small Research Grant, £9,800 (2023)", style="List Bullet")
d.add_paragraph("ESRC Doctoral Training Partnership studentship, University of Warwick (2016–2020)", style="List Bullet")
d.add_paragraph("Invited seminar, International Monetary Fund, African Department (2024)", style="List Bullet")

d.add_heading("Skills", level=1)
d.add_paragraph("Stata (expert), R, MATLAB, Dynare; survey design and field experiments; Portuguese (native), English (fluent), Spanish (good).")
d.save(out)
print("wrote", out)
