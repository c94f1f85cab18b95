"""Builds cvs/Tanvi_Kothandapani_CV.docx: a two-column table layout (left: contact/skills/education, right: experience)."""
from docx import Document
from docx.shared import Pt, Cm
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "Tanvi_Kothandapani_CV.docx")
doc = Document()
for s in doc.sections:
    s.left_margin = s.right_margin = Cm(1.5)
h = doc.add_paragraph(); r = h.add_run("TANVI KOTHANDAPANI"); r.bold = True; r.font.size = Pt(20)
doc.add_paragraph("Category Manager – Quick Commerce | Fresh, Dairy & Staples")
t = doc.add_table(rows=1, cols=2)
t.autofit = False
left, right = t.rows[0].cells
left.width = Cm(6); right.width = Cm(12)

def head(cell, text, first=False):
    p = cell.paragraphs[0] if first else cell.add_paragraph()
    r = p.add_run(text); r.bold = True; r.font.size = Pt(12)
def para(cell, text, bold=False, style=None):
    p = cell.add_paragraph(style=style) if style else cell.add_paragraph()
    r = p.add_run(text); r.bold = bold
    return p

head(left, "CONTACT", first=True)
para(left, "Gurugram, Haryana, India")
para(left, "+91 98110 47362")
para(left, "tanvi.kothandapani@outlook.com")
head(left, "SKILLS")
para(left, "Assortment planning, pricing & margin management, vendor negotiation, demand forecasting")
para(left, "SQL, Advanced Excel, Power BI, Tableau, Python (basic)")
head(left, "EDUCATION")
para(left, "Indian Institute of Management Indore", bold=True)
para(left, "PGP (MBA), Marketing & Operations")
para(left, "06/2019 - 03/2021")
para(left, "Shri Ram College of Commerce, University of Delhi", bold=True)
para(left, "B.Com (Hons.)")
para(left, "2014 - 2017")
head(left, "AWARDS")
para(left, "Winner, Flipkart WiRED 6.0 case competition (2020)")
para(left, "Dean's List, IIM Indore (2019-20)")
head(left, "LANGUAGES")
para(left, "English, Hindi, Tamil")

head(right, "EXPERIENCE", first=True)
para(right, "Blinkit (a Zomato / Eternal Ltd company) — Category Manager, Fresh & Dairy", bold=True)
para(right, "since 10/2023 · Gurugram")
for b in [
    "Own the P&L for fresh fruits, vegetables and dairy across 400+ dark stores in North India; grew category GMV 2.3x in two years.",
    "Lead a team of 4 category executives and 2 analysts; hire, set goals and run quarterly reviews.",
    "Built SQL + Power BI wastage dashboards with the supply-chain team, cutting fresh wastage from 6.1% to 3.8%.",
]:
    para(right, b, style="List Bullet")
para(right, "Swiggy — Associate Category Manager, Instamart", bold=True)
para(right, "04/2021 - 09/2023 · Bengaluru")
for b in [
    "Launched the staples and packaged-food assortment for Instamart's expansion from 8 to 25 cities; negotiated terms with 60+ FMCG brands.",
    "Wrote weekly SQL pricing reports on Snowflake to track competitor price gaps and margin by SKU.",
]:
    para(right, b, style="List Bullet")
para(right, "ITC Limited — Summer Intern, Foods Division", bold=True)
para(right, "04/2020 - 06/2020 · virtual")
para(right, "Go-to-market study for a ready-to-cook range in modern trade.", style="List Bullet")
para(right, "Hindustan Unilever Limited — Sales Officer, General Trade", bold=True)
para(right, "07/2017 - 05/2019 · Jaipur")
para(right, "Managed distributor relationships and secondary sales for home-care brands across 1,100 retail outlets.", style="List Bullet")
doc.add_paragraph("References available on request.")
doc.save(OUT)
print("wrote", OUT)
