"""Builds cvs/CV_pricing_2026.docx (Tegan Varley). Her name is only in the page header section."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "..", "cvs", "CV_pricing_2026.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
hdr = d.sections[0].header.paragraphs[0]
hdr.text = "Tegan Varley  |  Curriculum Vitae  |  tegan.varley@protonmail.com  |  +41 79 318 52 60"
d.add_paragraph("Airline pricing and revenue management analyst, Zurich (Swiss B permit). "
                "Eight years of pricing on short- and long-haul networks; comfortable owning a market end to end.")
d.add_heading("Professional experience", level=1)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["Dates", "Employer / role", "What I did"]):
    c.text = h
rows = [
 ("04/2022 - today", "SWISS International Air Lines (Lufthansa Group), Zurich\nSenior Pricing Analyst, Network Pricing Europe",
  "Own fare structures and filing for 38 European markets out of ZRH and GVA; weekly competitor fare monitoring with ATPCO data.\n"
  "Built the Python and SQL pipeline that feeds PROS fare recommendations, cutting manual filings by 40%.\n"
  "Mentor two junior analysts during onboarding."),
 ("09/2018 - 03/2022", "easyJet, London Luton\nPricing Analyst, Revenue Management",
  "Dynamic pricing for the UK-Alps ski and Greek island summer programmes; wrote SQL (Teradata) queries and Tableau dashboards for daily pickup.\n"
  "Ran A/B tests on bundle pricing (easyJet Plus, hold luggage) with the digital team."),
 ("Jun 2017 - Aug 2017", "Amadeus IT Group, Sophia Antipolis (France)\nData Science Intern (summer internship)",
  "Prototype demand forecasting in R for the Altéa revenue integrity product."),
]
for r in rows:
    cells = t.add_row().cells
    for c, v in zip(cells, r):
        c.text = v
d.add_heading("Education", level=1)
t2 = d.add_table(rows=1, cols=3); t2.style = "Table Grid"
for c, h in zip(t2.rows[0].cells, ["Dates", "Institution", "Qualification"]):
    c.text = h
for r in [
 ("2019 - 2021", "University of London (online, part-time)", "MSc Data Science - withdrew after four modules in 2021"),
 ("Oct 2017 - Sep 2018", "Lancaster University", "MSc Operational Research and Management Science (Distinction)"),
 ("2014 - 2017", "University of Exeter", "BSc Economics, 2:1"),
]:
    cells = t2.add_row().cells
    for c, v in zip(cells, r):
        c.text = v
d.add_heading("Certifications and awards", level=1)
for s in ["CFA Level I passed (2020)",
          "AGIFORS Revenue Management Study Group, student paper prize runner-up (2018)",
          "IATA Airline Revenue Management course certificate (2019)"]:
    d.add_paragraph(s, style="List Bullet")
d.add_heading("Skills", level=1)
d.add_paragraph("SQL (Teradata, Snowflake), Python (pandas, statsmodels), R, Tableau, PROS Pricing, ATPCO, Excel/VBA, SAS")
d.add_paragraph("Languages: English (native), German (B2), French (B1)")
d.save(OUT)
print("wrote", OUT)
