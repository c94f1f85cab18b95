"""Builds cvs/Lachlan_Varghese_Resume.docx: a two-column table layout (left: contact/skills, right: experience)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.oxml.ns import qn
from docx.oxml import OxmlElement

OUT = Path(__file__).resolve().parent.parent / "cvs" / "Lachlan_Varghese_Resume.docx"

def shade(cell, hexcolor):
    tcPr = cell._tc.get_or_add_tcPr()
    shd = OxmlElement("w:shd"); shd.set(qn("w:val"), "clear"); shd.set(qn("w:color"), "auto"); shd.set(qn("w:fill"), hexcolor)
    tcPr.append(shd)

def para(cell, text, bold=False, size=10, color=None, first=False):
    p = cell.paragraphs[0] if first else cell.add_paragraph()
    r = p.add_run(text); r.bold = bold; r.font.size = Pt(size)
    if color: r.font.color.rgb = RGBColor.from_string(color)
    p.paragraph_format.space_after = Pt(2)
    return p

doc = Document()
sec = doc.sections[0]
sec.left_margin = sec.right_margin = Cm(1.5); sec.top_margin = sec.bottom_margin = Cm(1.5)
h = doc.add_paragraph(); r = h.add_run("LACHLAN VARGHESE"); r.bold = True; r.font.size = Pt(22)
doc.add_paragraph("Senior Hardware Test Engineer — server platforms, PCIe / DDR5 validation")

t = doc.add_table(rows=1, cols=2)
t.autofit = False
left, right = t.rows[0].cells
left.width = Cm(5.8); right.width = Cm(12.2)
shade(left, "E7ECEF")

para(left, "CONTACT", bold=True, color="1F3A5F", first=True)
for s in ["San Jose, CA", "+1 (408) 555-0193", "lachlan.varghese@outlook.com", "linkedin.com/in/lvarghese-hwtest"]:
    para(left, s, size=9)
para(left, "SKILLS", bold=True, color="1F3A5F")
for s in ["PCIe Gen4/Gen5 compliance & link training", "DDR4/DDR5 memory margining", "Oscilloscopes, BERT, protocol analyzers",
          "BMC / IPMI / Redfish", "Python test automation, pytest", "JTAG, boundary scan", "Verilog (coursework only)"]:
    para(left, s, size=9)
para(left, "CERTIFICATIONS", bold=True, color="1F3A5F")
para(left, "IPC-A-610 Certified IPC Specialist (2019)", size=9)
para(left, "EDUCATION", bold=True, color="1F3A5F")
para(left, "M.S. Electrical Engineering", bold=True, size=9)
para(left, "Texas A&M University, College Station — 2017", size=9)
para(left, "B.Tech. Electronics & Communication Engineering", bold=True, size=9)
para(left, "Vellore Institute of Technology (VIT), Vellore — 2015", size=9)

para(right, "EXPERIENCE", bold=True, color="1F3A5F", first=True)
jobs = [
    ("Super Micro Computer, Inc. (Supermicro) — San Jose, CA", "Senior Hardware Test Engineer", "03/2021 – today", [
        "Own system-level validation of dual-socket GPU servers from EVT through PVT, including PCIe Gen5 riser and retimer qualification.",
        "Run DDR5 memory margining and thermal-stress campaigns; write the Python harness that drives 60+ test racks over Redfish.",
        "Mentor two summer interns each year and review test plans written by the contract test team in Taiwan.",
    ]),
    ("Dell Technologies, Infrastructure Solutions Group (PowerEdge) — Round Rock, TX", "Hardware Validation Engineer", "Aug 2017 – Feb 2021", [
        "Signal-integrity and power-on validation for PowerEdge rack servers; debugged BMC and BIOS boot failures with JTAG.",
        "Automated regression of IPMI sensor tests, cutting a validation cycle from nine days to four.",
    ]),
    ("Intel Corporation — Hillsboro, OR", "Platform Validation Intern", "Summer 2016", [
        "Wrote scripts to collect PCIe link-training logs on Xeon reference boards.",
    ]),
]
for comp, title, dates, bullets in jobs:
    para(right, comp, bold=True, size=10)
    para(right, f"{title} | {dates}", size=9, color="555555")
    for b in bullets:
        p = right.add_paragraph(b, style="List Bullet")
        for run in p.runs: run.font.size = Pt(9)
para(right, "AWARDS", bold=True, color="1F3A5F")
para(right, "Supermicro Quality Excellence Award, 2023", size=9)
doc.save(OUT)
print("wrote", OUT)
