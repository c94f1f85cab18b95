"""Build Harshavardhan Kodali's English DOCX CV (tables for experience and education)."""
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH

doc = Document()
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

p = doc.add_paragraph(); r = p.add_run("Harshavardhan Kodali"); r.bold = True; r.font.size = Pt(20)
doc.add_paragraph("Senior Analog IC Design Engineer | San Jose, CA | h.kodali.analog@gmail.com | +1 (408) 555-0193")

def heading(t):
    p = doc.add_paragraph(); r = p.add_run(t.upper()); r.bold = True
    r.font.color.rgb = RGBColor(0x1F, 0x4E, 0x79); r.font.size = Pt(12)

heading("Summary")
doc.add_paragraph(
    "Analog/mixed-signal designer with seven years of silicon experience in power management: "
    "DC-DC converters, LDOs, bandgaps, current-sense amplifiers and gate drivers, from "
    "specification through tape-out, bench validation and production release.")

heading("Experience")
t = doc.add_table(rows=1, cols=3); t.style = "Table Grid"
h = t.rows[0].cells; h[0].text = "Dates"; h[1].text = "Employer / Role"; h[2].text = "Highlights"
rows = [
 ("04/2022 - today",
  "Empower Semiconductor (venture-backed power-chip startup), Milpitas, CA\nSenior Analog IC Design Engineer",
  "Design of high-bandwidth integrated voltage regulators (IVR) for processor power delivery in 22 nm; "
  "owned the current-sense and loop-compensation blocks across three tape-outs. "
  "Cadence Virtuoso / Spectre simulations, Calibre DRC/LVS sign-off, Verilog-A behavioural models. "
  "Mentor two junior designers."),
 ("08/2019 - 03/2022",
  "Texas Instruments, Battery Power Solutions, Dallas, TX\nAnalog Design Engineer",
  "Designed the bandgap reference and LDO for a buck-boost battery charger IC (released to production 2021). "
  "Characterised silicon on the bench with MATLAB/Python scripts; supported product engineering on yield issues."),
 ("summer 2018",
  "Texas Instruments, Dallas, TX\nAnalog Design Intern",
  "Comparator and oscillator design for a gate-driver test chip."),
]
for d, e, hl in rows:
    c = t.add_row().cells; c[0].text = d; c[1].text = e; c[2].text = hl

heading("Education")
t2 = doc.add_table(rows=1, cols=3); t2.style = "Table Grid"
h = t2.rows[0].cells; h[0].text = "Years"; h[1].text = "Institution"; h[2].text = "Degree"
for y, i, dg in [
 ("2017 - 2019", "Georgia Institute of Technology, Atlanta", "M.S. Electrical and Computer Engineering (thesis: low-IQ LDO design)"),
 ("2013 - 2017", "National Institute of Technology Warangal, India", "B.Tech. Electronics and Communication Engineering"),
]:
    c = t2.add_row().cells; c[0].text = y; c[1].text = i; c[2].text = dg

heading("Publications & patents")
doc.add_paragraph("S. Raman, H. Kodali, et al., \"A 12-phase integrated voltage regulator with 1.2 A/mm2 current density,\" ISSCC 2024.", style="List Bullet")
doc.add_paragraph("US patent application 2023/0187744, \"Adaptive slope compensation for multiphase buck converters\" (co-inventor).", style="List Bullet")

heading("Skills")
doc.add_paragraph("Cadence Virtuoso, Spectre, Calibre DRC/LVS, Verilog-A, MATLAB, Python (bench automation), HSPICE, Altium Designer, lab equipment (oscilloscopes, SMUs, load transients).")

heading("Other")
doc.add_paragraph("IEEE member; reviewer for IEEE Transactions on Power Electronics. Offer from Analog Devices (2022) declined to join Empower.")

doc.save("cvs/Kodali_Harshavardhan_AnalogIC.docx")
