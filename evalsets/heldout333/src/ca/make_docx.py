# Builds cvs/ragnhild_vesterhus_cv.docx: English CV, two-column table layout (left: dates/labels, right: content).
import os
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "cvs", "ragnhild_vesterhus_cv.docx")
d = Document()
for s in d.sections:
    s.left_margin = s.right_margin = Cm(1.8)
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10)

p = d.add_paragraph(); r = p.add_run("RAGNHILD VESTERHUS"); r.bold = True; r.font.size = Pt(20)
p = d.add_paragraph("Senior Credit Analyst, Corporate Ratings · London, UK · +44 7700 914 262 · r.vesterhus@outlook.com")

rows = [
    ("PROFILE", "Credit analyst with over eight years of rating experience covering European industrials and utilities, preceded by three years of external audit at a Big Four firm. CFA charterholder."),
    ("EXPERIENCE", ""),
    ("Jul 2021 – Present", "Senior Credit Analyst, Corporate Ratings — S&P Global Ratings, London\nLead analyst on a portfolio of 22 investment-grade and high-yield issuers in capital goods and utilities; present rating recommendations to committee.\nBuilt Python scripts to automate peer comparison tables and leverage forecasts for the sector team."),
    ("Sep 2018 – Jun 2021", "Credit Analyst — S&P Global Ratings, London\nPrepared financial models, cash-flow forecasts and research updates for 30+ rated corporates; drafted ESG credit indicators."),
    ("Sep 2015 – Aug 2018", "Audit Associate → Audit Senior — KPMG LLP, London\nExternal audit of FTSE 250 manufacturing and energy clients; audit clients included Rolls-Royce and Centrica."),
    ("EDUCATION", ""),
    ("2014 – 2015", "MSc Finance and Economics — London School of Economics and Political Science (LSE)\nDissertation: rating migration of European high-yield bonds after 2008. Merit."),
    ("2011 – 2014", "BSc Economics — University of Bergen, Norway"),
    ("OTHER", ""),
    ("2018", "Declined an offer from Moody's Investors Service (Associate Analyst) to join S&P Global Ratings."),
    ("Certifications", "CFA Charterholder (2019); ICAEW Certificate in Finance, Accounting and Business"),
    ("Skills", "Excel financial modelling, Python (pandas), CapIQ, Bloomberg, R, Tableau, SAS"),
    ("Languages", "Norwegian (native), English (fluent), German (intermediate)"),
]
t = d.add_table(rows=0, cols=2)
t.autofit = False
for left, right in rows:
    cells = t.add_row().cells
    cells[0].width = Cm(4.2); cells[1].width = Cm(13.2)
    lp = cells[0].paragraphs[0]; lr = lp.add_run(left)
    if right == "":
        lr.bold = True; lr.font.color.rgb = RGBColor(0x1F, 0x4E, 0x79)
    else:
        lr.font.color.rgb = RGBColor(0x59, 0x59, 0x59)
    lines = right.split("\n")
    rp = cells[1].paragraphs[0]
    if lines and lines[0]:
        rr = rp.add_run(lines[0]); rr.bold = "—" in lines[0]
    for extra in lines[1:]:
        cells[1].add_paragraph(extra)
d.save(OUT)
print("wrote", OUT)
