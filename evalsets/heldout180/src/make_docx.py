"""Builds cvs/Theodore_Amankwaa_Resume.docx (English, one table per job)."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs" / "Theodore_Amankwaa_Resume.docx"
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
d.add_heading("THEODORE AMANKWAA", level=0)
d.add_paragraph("London, UK | +44 7911 562 047 | theo.amankwaa@outlook.com | linkedin.com/in/theoamankwaa")
d.add_paragraph("Investment banking associate with M&A execution experience across healthcare and consumer; "
                "seven years in banking, MBA from INSEAD.")

d.add_heading("Professional Experience", level=1)
jobs = [
    ("Evercore", "London", "Associate, Advisory (M&A)", "Sep 2023 – present", [
        "Run day-to-day execution on UK and European sell-side and buy-side mandates (EV £300m–£2.5bn).",
        "Build and review operating and LBO models; draft board materials and process letters.",
        "Member of the deal team advising Reckitt on the disposal of a non-core brand portfolio.",
    ]),
    ("J.P. Morgan", "London", "Analyst, Investment Banking – Healthcare Coverage", "09/2018 – 07/2022", [
        "Executed 11 announced transactions including public-to-private takeovers and IPO work.",
        "Built VBA macros that automated the weekly trading-comparables pack for the EMEA healthcare team.",
    ]),
    ("Goldman Sachs", "London", "Summer Analyst, Investment Banking Division", "summer 2017", [
        "Ten-week internship in the Financial Institutions Group; received a return offer, which I declined to join J.P. Morgan.",
    ]),
]
for org, city, title, dates, bullets in jobs:
    t = d.add_table(rows=3, cols=2)
    t.style = "Table Grid"
    t.cell(0, 0).text = org
    t.cell(0, 1).text = city
    t.cell(1, 0).text = title
    t.cell(1, 1).text = dates
    m = t.cell(2, 0).merge(t.cell(2, 1))
    m.text = bullets[0]
    for b in bullets[1:]:
        m.add_paragraph(b)
    d.add_paragraph("")

d.add_heading("Education", level=1)
t = d.add_table(rows=3, cols=3); t.style = "Table Grid"
rows = [("INSEAD", "MBA (one-year programme, Fontainebleau & Singapore)", "Sep 2022 – Jul 2023"),
        ("London School of Economics and Political Science", "BSc Economics, First Class Honours", "2015 – 2018"),
        ("Presec Legon, Accra", "WASSCE", "2014")]
for i, r in enumerate(rows):
    for j, v in enumerate(r):
        t.cell(i, j).text = v

d.add_heading("Certifications & Skills", level=1)
d.add_paragraph("CFA Program: Level II passed (2021); not yet a charterholder")
d.add_paragraph("Excel (advanced modelling), PowerPoint, FactSet, Capital IQ, Bloomberg, VBA, Python, SQL")
d.add_paragraph("Languages: English (native), Twi (native), French (professional)")
d.save(OUT)
print("wrote", OUT)
