"""Build cvs/saoirse_pendleton_cv_2023.docx (the OLD CV of Saoirse Pendleton): one table per job."""
from docx import Document
from docx.shared import Pt
import pathlib
out = pathlib.Path(__file__).resolve().parent.parent / "cvs" / "saoirse_pendleton_cv_2023.docx"
d = Document()
d.styles["Normal"].font.name = "Calibri"; d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("Saoirse Pendleton", level=0)
d.add_paragraph("Brand Manager | London | saoirse.pendleton@gmail.com | +44 7700 918 264")
d.add_paragraph("CV, March 2023")
d.add_heading("Profile", level=1)
d.add_paragraph("FMCG brand manager with seven years in spirits and personal care, currently leading Dove Men+Care in the UK.")
d.add_heading("Experience", level=1)
jobs = [
    ("Unilever UK", "Brand Manager, Dove Men+Care", "Apr 2021 – Present", "Kingston upon Thames",
     ["Brand plan and media mix for Dove Men+Care UK.",
      "Led the \"Real Strength\" relaunch with agency partners Ogilvy and Mindshare."]),
    ("Unilever UK", "Assistant Brand Manager, Personal Care", "Sep 2018 – Mar 2021", "Kingston upon Thames",
     ["Shopper marketing and in-store activation for Dove and Sure with Tesco and Boots."]),
    ("Diageo", "Marketing Graduate (rotational programme)", "Sep 2015 – Aug 2018", "London",
     ["Rotations in Smirnoff brand, consumer insight, and GB customer marketing."]),
    ("L'Oréal UK", "Marketing Intern", "Jun 2014 – Aug 2014", "London",
     ["Summer internship in the Garnier team."]),
]
for org, title, dates, place, bullets in jobs:
    t = d.add_table(rows=3, cols=2)
    t.style = "Table Grid"
    t.cell(0, 0).text = org; t.cell(0, 1).text = dates
    t.cell(1, 0).text = title; t.cell(1, 1).text = place
    m = t.cell(2, 0).merge(t.cell(2, 1))
    m.text = "\n".join("• " + b for b in bullets)
    d.add_paragraph("")
d.add_heading("Education", level=1)
d.add_paragraph("Executive MBA, Warwick Business School — part-time, started Sep 2022 (in progress)")
d.add_paragraph("BA (Hons) Business and Marketing, University of Leeds, 2012–2015")
d.add_heading("Skills", level=1)
d.add_paragraph("Brand strategy, consumer insight (Kantar, Nielsen), media planning, Excel")
d.save(out)
print("wrote", out)
