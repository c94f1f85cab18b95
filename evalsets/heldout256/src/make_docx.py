"""Builds cvs/Taehyun_Yoon_Resume.docx (English DOCX, RF engineer)."""
from docx import Document
from docx.shared import Pt

d = Document()
d.styles["Normal"].font.name = "Calibri"
d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("TAEHYUN YOON", level=0)
d.add_paragraph("RF Systems Engineer | Cupertino, CA | taehyun.yoon.rf@gmail.com | +1 408 555 0187")
d.add_heading("Summary", level=1)
d.add_paragraph(
    "RF engineer with ten years of smartphone radio design, from antenna tuning and 5G NR mmWave modules "
    "at Samsung to cellular front-end integration for iPhone at Apple. Hands-on with OTA chambers, "
    "conducted/radiated testing, SAR compliance and carrier certification.")
d.add_heading("Professional Experience", level=1)
jobs = [
    ("Apple Inc. — Wireless Technologies & Ecosystems", "RF Systems Engineer", "Aug 2020 – Present, Cupertino",
     ["Own cellular RF front-end integration (LTE/5G NR FR1) for two iPhone generations, from EVT to mass production.",
      "Drive antenna tuner and aperture-switch calibration; cut OTA TRP spread across builds by 1.5 dB.",
      "Work with Qualcomm and in-house modem teams on RFFE bring-up and carrier acceptance (Verizon, AT&T)."]),
    ("Samsung Electronics — Mobile Communications Business (now MX)", "Senior RF Engineer", "Jan 2018 – Jul 2020, Suwon",
     ["Led mmWave antenna-in-package evaluation for Galaxy S20 5G; built Python scripts to automate OTA beam measurements.",
      "Supervised two junior engineers on SAR compliance testing."]),
    ("Samsung Electronics — Mobile Communications Business", "RF Engineer", "Mar 2016 – Dec 2017, Suwon",
     ["Antenna matching and desense debugging for Galaxy S8/Note 8 using Keysight ADS and network analysers."]),
    ("Qualcomm Technologies", "Interns - Engineering (RF Systems)", "Jun 2014 – Aug 2014, San Diego",
     ["Summer internship: characterised envelope-tracking PA reference designs in the lab."]),
]
for org, title, when, bullets in jobs:
    p = d.add_paragraph()
    p.add_run(org).bold = True
    d.add_paragraph(f"{title} — {when}")
    for b in bullets:
        d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", level=1)
t = d.add_table(rows=1, cols=4)
t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["Degree", "School", "Years", "Notes"]):
    c.text = h
for row in [
    ("Ph.D. program, Electrical Engineering", "KAIST", "2015 – 2016", "Left the programme without a degree to join Samsung"),
    ("M.S. Electrical Engineering", "KAIST", "2013 – 2015", "Thesis: compact LTE antennas for metal-frame phones"),
    ("B.S. Electronic Engineering", "Hanyang University", "2009 – 2013", "Military service 2010–2011 (included)"),
]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v
d.add_heading("Patents & Awards", level=1)
d.add_paragraph("US patent application (pending): Adaptive aperture tuning for multi-band handset antennas.", style="List Bullet")
d.add_paragraph("Samsung Electronics MX Division Excellence Award, 2019.", style="List Bullet")
d.add_paragraph("Best Student Paper, IEEE AP-S Symposium 2014.", style="List Bullet")
d.add_heading("Skills", level=1)
d.add_paragraph("RF: antenna design, impedance matching, OTA/SAR testing, 5G NR FR1/FR2, LTE, Wi-Fi 6E, UWB")
d.add_paragraph("Tools: Keysight ADS, CST Studio, Ansys HFSS, R&S CMW500, Python, MATLAB")
d.add_paragraph("Languages: Korean (native), English (fluent), Japanese (basic)")
d.save("../cvs/Taehyun_Yoon_Resume.docx")
