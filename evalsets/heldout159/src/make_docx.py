"""Builds cvs/Maribel_Tsui_CV.docx (English, one table per job)."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs" / "Maribel_Tsui_CV.docx"
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
d.add_heading("Maribel Tsui", level=0)
d.add_paragraph("Director of Store Operations  ·  Shanghai  ·  maribel.tsui@outlook.com  ·  +86 186 0217 5530")
d.add_heading("Profile", level=1)
d.add_paragraph(
    "Coffee and quick-service retail operator with 18 years in multi-unit store operations. I currently run "
    "East China store operations for Tims China, where 14 area managers report to me across 260 company-operated "
    "stores. Before that I opened stores at a breakneck pace at Luckin Coffee and spent eight years at Starbucks China "
    "learning the craft, from running a single store to running a district.")

jobs = [
    ("Tims China (Tim Hortons China)", "Director of Store Operations, East China", "06/2021 - today", "Shanghai",
     ["Lead 14 area managers and, through them, about 3,100 store partners in 260 company-operated stores.",
      "Rolled out a labour-scheduling tool and a daily P&L dashboard; store-level labour cost fell from 27% to 23% of sales in 18 months.",
      "Own new-store opening playbook for East China: 70 openings in 2023 alone."]),
    ("Luckin Coffee", "Regional Operations Director, Shanghai & Jiangsu", "05/2018 - 05/2021", "Shanghai",
     ["Scaled the region from 45 to 410 pick-up stores; hired and trained 22 city operations managers.",
      "Designed the store audit checklist later used nationwide."]),
    ("Starbucks China (Shanghai)", "District Manager", "04/2014 - 04/2018", "Shanghai",
     ["Ran a district of 11 stores in Xuhui and Minhang; district comp sales grew 9% a year on average."]),
    ("Starbucks China (Shanghai)", "Store Manager", "03/2010 - 03/2014", "Shanghai",
     ["Managed the Huaihai Road flagship store (28 partners); Store Manager of the Year for East China, 2012."]),
    ("McDonald's Hong Kong", "Management Trainee", "07/2008 - 02/2010", "Hong Kong",
     ["Rotational restaurant management programme; became shift manager after nine months."]),
]
d.add_heading("Experience", level=1)
for org, title, dates, city, bullets in jobs:
    t = d.add_table(rows=3, cols=2)
    t.style = "Table Grid"
    t.cell(0, 0).text = org
    t.cell(0, 1).text = city
    t.cell(1, 0).text = title
    t.cell(1, 1).text = dates
    m = t.cell(2, 0).merge(t.cell(2, 1))
    m.text = "\n".join("• " + b for b in bullets)
    for c in (t.cell(0, 0), t.cell(1, 0)):
        for r in c.paragraphs[0].runs:
            r.bold = True
    d.add_paragraph("")

d.add_heading("Education", level=1)
et = d.add_table(rows=3, cols=3); et.style = "Table Grid"
rows = [("School", "Degree", "Dates"),
        ("China Europe International Business School (CEIBS)", "Executive MBA (part-time, in progress)", "2025 - expected 2027"),
        ("The Hong Kong Polytechnic University", "BBA (Hons) in Hotel and Tourism Management", "2005 - 2008")]
for i, row in enumerate(rows):
    for j, v in enumerate(row):
        et.cell(i, j).text = v

d.add_heading("Other", level=1)
d.add_paragraph("ServSafe Food Protection Manager certification (2016).")
d.add_paragraph("Speaker, World Coffee Expo Shanghai 2023: \"Running 200+ stores without losing the neighbourhood feel\".")
d.add_paragraph("Languages: Cantonese, Mandarin, English.")
OUT.parent.mkdir(parents=True, exist_ok=True)
d.save(OUT)
print("wrote", OUT)
