"""Build cvs/Teodor_Brankovic_FSE.docx (English, tables)."""
from docx import Document
from docx.shared import Pt

d = Document()
d.add_heading("Teodor Branković", 0)
d.add_paragraph("Senior Field Service Engineer – Semiconductor Equipment")
d.add_paragraph("Leixlip, Co. Kildare, Ireland | +353 87 415 2290 | teodor.brankovic@gmail.com")

d.add_heading("Professional Experience", 1)
t = d.add_table(rows=1, cols=3)
t.style = "Table Grid"
hdr = t.rows[0].cells
hdr[0].text, hdr[1].text, hdr[2].text = "Period", "Employer / Role", "Highlights"
rows = [
    ("04/2021 - today", "Applied Materials – Senior Field Service Engineer (on site at Intel Fab 34, Leixlip)",
     "Install, qualify and maintain Centura CVD and Producer etch chambers; wrote Python scripts to parse tool logs and predict RF generator failures; mentor for new FSEs."),
    ("07/2018 - 03/2021", "Lam Research – Field Process Engineer (Dresden, customer site GlobalFoundries Fab 1)",
     "Process tuning and chamber matching on Kiyo conductor etch tools; owned SECS/GEM data collection for 22 tools."),
    ("09/2014 - 06/2018", "ASML – Customer Support Engineer (Veldhoven; field assignments in Hsinchu and Pyeongtaek)",
     "Installation and service of DUV immersion scanners and, from 2016, EUV NXE:3400 systems at TSMC and Samsung sites; reticle stage and laser diagnostics."),
    ("06/2013 - 08/2013", "Infineon Technologies – Intern, Front-End Maintenance (Dresden)",
     "Summer internship: preventive maintenance checklists for wet benches."),
]
for r in rows:
    c = t.add_row().cells
    for i, v in enumerate(r):
        c[i].text = v

d.add_heading("Education", 1)
t2 = d.add_table(rows=1, cols=3)
t2.style = "Table Grid"
h = t2.rows[0].cells
h[0].text, h[1].text, h[2].text = "Years", "Degree", "University"
for r in [("2012 - 2014", "MSc Electrical Engineering (Microelectronics)", "Delft University of Technology (TU Delft)"),
          ("2008 - 2012", "BSc Electrical Engineering", "University of Belgrade")]:
    c = t2.add_row().cells
    for i, v in enumerate(r):
        c[i].text = v

d.add_heading("Skills", 1)
d.add_paragraph("Equipment: EUV/DUV lithography, plasma etch, CVD, vacuum and RF systems, SECS/GEM, SAP PM")
d.add_paragraph("Software: Python, MATLAB, VHDL (university projects)")
d.add_paragraph("Languages: Serbian (native), English (C2), Dutch (B1)")

d.add_heading("Certifications", 1)
d.add_paragraph("Lam Research Kiyo Level 3 Service Certification (2019)")
d.add_paragraph("ASML EUV Source Service Training (2016)")

d.save("cvs/Teodor_Brankovic_FSE.docx")
