"""Builds cvs/Thandiwe_Mokoena_CV.docx: English CV as a two-column table (labels left, content right)."""
from docx import Document
from docx.shared import Pt, Cm
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "Thandiwe_Mokoena_CV.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
p = d.add_paragraph(); r = p.add_run("THANDIWE MOKOENA"); r.bold = True; r.font.size = Pt(18)
d.add_paragraph("Tax Manager, Corporate International Tax  |  London, UK  |  +44 7700 900 418  |  thandi.mokoena@outlook.com")

rows = [
 ("Profile", ["Chartered tax adviser with thirteen years in corporate and international tax across Johannesburg and London. "
              "Transfer pricing, Pillar Two readiness and M&A tax due diligence for FTSE 250 and JSE-listed groups."]),
 ("Current role", ["PwC UK (PricewaterhouseCoopers LLP), London",
                   "Tax Manager, International Tax Services — Jul 2021 to date",
                   "Line manager to a team of four tax seniors and associates; run the Pillar Two GloBE modelling workstream.",
                   "Tax Senior, International Tax Services — Sep 2018 to Jun 2021",
                   "Prepared transfer pricing documentation (OECD master file / local file) for 20+ multinationals."]),
 ("Previous", ["KPMG South Africa, Johannesburg",
               "Tax Consultant (Graduate Programme, then Consultant) — January 2014 – August 2018",
               "Corporate income tax compliance and SARS audit support for mining and retail clients.",
               "Clients included Anglo American, Shoprite and Sasol."]),
 ("Internship", ["Vacation student, Standard Bank Group Tax — Dec 2012 – Jan 2013"]),
 ("Education", ["MBA (part-time, in progress), Warwick Business School, University of Warwick — 2024 – expected 2027",
                "Postgraduate Diploma in Taxation, University of Cape Town — 2013",
                "BCom (Accounting), University of Cape Town — 2010 – 2012"]),
 ("Qualifications", ["Chartered Tax Adviser (CTA), Chartered Institute of Taxation — 2020",
                     "Chartered Accountant (SA), SAICA — 2017"]),
 ("Awards", ["EY Tax Student of the Year 2012 (South Africa) — runner-up"]),
 ("Skills", ["Transfer pricing, Pillar Two / GloBE, OECD BEPS, Alteryx, Excel (advanced), Power BI, OneSource"]),
]
t = d.add_table(rows=0, cols=2)
t.style = "Table Grid"
for label, lines in rows:
    c = t.add_row().cells
    c[0].width = Cm(3.5); c[1].width = Cm(13)
    c[0].paragraphs[0].add_run(label).bold = True
    c[1].paragraphs[0].add_run(lines[0])
    for ln in lines[1:]:
        c[1].add_paragraph(ln)
d.add_paragraph("References available on request.")
d.save(OUT)
print("wrote", OUT)
