"""Builds cvs/obinna_ezeokafor_cv.docx: a two-column table layout (dates | content)."""
from docx import Document
from docx.shared import Pt, Cm
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "obinna_ezeokafor_cv.docx")
d = Document()
for s in d.sections:
    s.left_margin = s.right_margin = Cm(1.8)
p = d.add_paragraph(); r = p.add_run("OBINNA EZEOKAFOR"); r.bold = True; r.font.size = Pt(20)
d.add_paragraph("Senior Seismic Interpreter | Aberdeen, UK | obinna.ezeokafor@gmail.com | +44 7911 402 377")
rows = [
  ("PROFILE", "Geophysicist with fourteen years of seismic interpretation in deltaic and North Sea basins: structural and stratigraphic interpretation, AVO and quantitative interpretation, well ties and depth conversion."),
  ("EXPERIENCE", ""),
  ("07/2018 – today", "TotalEnergies E&P UK Ltd (Total E&P UK until 2021), Aberdeen\nSenior Seismic Interpreter\n• Interpreted 3D PSDM volumes in Petrel for Culzean and Elgin-Franklin infill wells; built velocity models for depth conversion.\n• Ran AVO screening in Hampson-Russell for near-field exploration prospects.\n• Mentored two graduate geophysicists."),
  ("01/2015 – 06/2018", "Shell Petroleum Development Company of Nigeria (SPDC), Port Harcourt\nSeismic Interpreter\n• Mapped faults and reservoir horizons across onshore Niger Delta fields in Petrel and Kingdom; supported 14 development wells."),
  ("11/2012 – 12/2014", "Shell Petroleum Development Company of Nigeria (SPDC), Port Harcourt\nGraduate Geophysicist (Shell Graduate Programme)\n• Well-to-seismic ties and synthetic seismograms; seismic data QC."),
  ("2009 (6 months)", "Chevron Nigeria Limited, Lagos\nIndustrial Trainee (SIWES attachment)\n• Assisted the geoscience team with well-log digitising."),
  ("EDUCATION", ""),
  ("2020 – 2022", "University of Aberdeen — PhD in Geophysics (part-time), discontinued"),
  ("2011 – 2012", "University of Leeds — MSc Exploration Geophysics (Distinction)"),
  ("2006 – 2010", "University of Nigeria, Nsukka — BSc Geology, Second Class Upper"),
  ("SKILLS", "Petrel, Kingdom Suite, Hampson-Russell, OpendTect, Python (NumPy, segyio)"),
  ("AWARDS", "Best Poster, EAGE Annual Conference 2019 (Equinor-sponsored session)"),
]
t = d.add_table(rows=0, cols=2)
for a, b in rows:
    c = t.add_row().cells
    c[0].width = Cm(4); c[1].width = Cm(13.5)
    c[0].text = a
    if b:
        lines = b.split("\n")
        c[1].text = lines[0]
        for ln in lines[1:]:
            c[1].add_paragraph(ln)
    if b == "":
        c[0].paragraphs[0].runs[0].bold = True
d.save(OUT)
print("wrote", OUT)
