"""Build cvs/henrike_wuestefeld_cv.docx (English CV with a skills table)."""
from docx import Document
from docx.shared import Pt
import os

out = os.path.join(os.path.dirname(__file__), "..", "cvs", "henrike_wuestefeld_cv.docx")
d = Document()
d.styles["Normal"].font.name = "Calibri"
d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("Henrike Wüstefeld", 0)
d.add_paragraph("Power Electronics Engineer · Kassel, Germany · henrike.wuestefeld@posteo.de · +49 151 2648 3390")
d.add_heading("Profile", 1)
d.add_paragraph("Hardware engineer with eight years in grid-tied PV inverter development: topology selection, "
                "SiC/GaN power stages, magnetics and control firmware on TI C2000 DSPs. Currently responsible for "
                "the DC/DC boost stage of SMA's next commercial string inverter platform.")
d.add_heading("Professional Experience", 1)
p = d.add_paragraph(); p.add_run("SMA Solar Technology AG, Niestetal — Senior Power Electronics Engineer").bold = True
d.add_paragraph("04/2022 - today")
for b in ["Technical lead for the 3-level flying-capacitor boost stage (SiC MOSFETs, 1,100 V DC) of a 110 kW commercial string inverter (technical lead role, no line-management responsibility).",
          "Cut boost-stage losses by 18 % through interleaving and a new nanocrystalline choke design, verified in PLECS and on the test bench.",
          "Owner of the EMC pre-compliance plan (EN 55011, IEC 62109) for the platform."]:
    d.add_paragraph(b, style="List Bullet")
p = d.add_paragraph(); p.add_run("SMA Solar Technology AG, Niestetal — Power Electronics Engineer").bold = True
d.add_paragraph("10/2018 - 03/2022")
for b in ["Designed the LCL output filter and gate-driver boards for the Sunny Tripower residential inverter family.",
          "Wrote current-control and MPPT firmware in C on TI C2000 (TMS320F28379D); Simulink models for controller tuning.",
          "Ran thermal and lifetime tests in the climate chamber; root-caused a DC-link capacitor failure in the field."]:
    d.add_paragraph(b, style="List Bullet")
p = d.add_paragraph(); p.add_run("Infineon Technologies AG, Neubiberg — Working Student, Automotive Power").bold = True
d.add_paragraph("03/2016 - 02/2017 (20 h/week)")
d.add_paragraph("Characterised IGBT modules on a double-pulse test bench; Python scripts for measurement automation.", style="List Bullet")
d.add_heading("Education", 1)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["Period", "Degree", "Institution"]):
    c.text = h
for row in [("2019 - 2021", "Doctoral studies in electrical engineering, part-time alongside SMA (discontinued, no degree)", "Universität Kassel"),
            ("2016 - 2018", "M.Sc. Electrical Engineering and Information Technology", "RWTH Aachen University"),
            ("2012 - 2016", "B.Sc. Electrical Engineering", "Universität Kassel")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v
d.add_heading("Skills", 1)
t = d.add_table(rows=1, cols=2); t.style = "Table Grid"
t.rows[0].cells[0].text = "Area"; t.rows[0].cells[1].text = "Tools and level"
for row in [("Simulation", "PLECS (expert), LTspice, MATLAB/Simulink, Ansys Maxwell"),
            ("Hardware", "SiC and GaN power stages, magnetics design, gate drivers, Altium Designer"),
            ("Firmware", "C for TI C2000 DSPs, Code Composer Studio"),
            ("Also familiar with", "VHDL, LabVIEW, Rust (self-taught)"),
            ("Languages", "German (native), English (C1), Spanish (A2)")]:
    cells = t.add_row().cells
    cells[0].text, cells[1].text = row
d.add_heading("Awards", 1)
d.add_paragraph("2017 — Best student paper award, PCIM Europe, Nuremberg")
d.add_paragraph("2015 — Deutschlandstipendium, Universität Kassel")
d.save(out)
print("wrote", out)
