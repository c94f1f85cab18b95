"""Build cvs/Hamish_Renfrew_CV.docx (English, tables)."""
from docx import Document
from docx.shared import Pt
doc = Document()
doc.styles["Normal"].font.name = "Calibri"
doc.styles["Normal"].font.size = Pt(10.5)
doc.add_heading("Hamish Renfrew", level=0)
doc.add_paragraph("Senior Aviation Data Analyst · London, UK · hamish.renfrew@outlook.com · +44 7700 918 264")
doc.add_heading("Profile", level=1)
doc.add_paragraph(
    "Former airline pilot (10+ years, Boeing 777 and Airbus A350) who moved into analytics in 2020. "
    "I combine line-flying experience with SQL and Python to turn flight, schedule and fleet data into "
    "decisions about on-time performance, fuel and safety.")
doc.add_heading("Experience", level=1)
t = doc.add_table(rows=1, cols=3)
t.style = "Table Grid"
hdr = t.rows[0].cells
hdr[0].text, hdr[1].text, hdr[2].text = "Dates", "Role & employer", "What I did"
rows = [
    ("08/2024 - today", "Senior Aviation Data Analyst, Cirium (part of RELX), London",
     "Build on-time-performance and fleet-utilisation datasets for airline and airport customers in SQL (Snowflake) and Python; "
     "own the monthly OTP rankings report; present findings to customers' network-planning teams."),
    ("10/2021 - 07/2024", "Data Analyst, Flight Operations, easyJet, Luton",
     "Analysed flight data monitoring (FDM) exceedances and fuel burn across the A320 fleet in Python and Tableau; "
     "built the unstable-approach dashboard used by the safety office."),
    ("07/2013 - 03/2020", "First Officer, Airbus A350, Cathay Pacific Airways, Hong Kong",
     "Long-haul line flying from the Hong Kong base; line-training first officer from 2017."),
    ("07/2009 - 06/2013", "Second Officer, Boeing 777, Cathay Pacific Airways, Hong Kong",
     "Cruise relief pilot on long-haul routes."),
]
for r in rows:
    c = t.add_row().cells
    for i, v in enumerate(r):
        c[i].text = v
doc.add_heading("Education", level=1)
t2 = doc.add_table(rows=1, cols=3)
t2.style = "Table Grid"
h = t2.rows[0].cells
h[0].text, h[1].text, h[2].text = "Years", "Degree", "School"
for r in [("2020 - 2021", "MSc Business Analytics (Distinction)", "Imperial College London"),
          ("2005 - 2008", "BAv (Bachelor of Aviation), Air Transport Pilot major", "Massey University, New Zealand")]:
    c = t2.add_row().cells
    for i, v in enumerate(r):
        c[i].text = v
doc.add_heading("Licences & certificates", level=1)
doc.add_paragraph("ATPL (Hong Kong CAD), type ratings B777 and A350 (lapsed)", style="List Bullet")
doc.add_paragraph("Tableau Desktop Specialist, 2022", style="List Bullet")
doc.add_heading("Skills", level=1)
doc.add_paragraph("SQL (Snowflake, PostgreSQL), Python (pandas, scikit-learn), Tableau, Excel; also R and SAS")
doc.save("../cvs/Hamish_Renfrew_CV.docx")
