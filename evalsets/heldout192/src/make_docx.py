"""Builds cvs/abena_owusu-hartley.docx (English CV with tables)."""
from docx import Document
from docx.shared import Pt
import os

out = os.path.join(os.path.dirname(__file__), "..", "cvs", "abena_owusu-hartley.docx")
d = Document()
d.styles["Normal"].font.name = "Calibri"
d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("Abena Owusu-Hartley RGN", level=0)
d.add_paragraph("Reading, Berkshire, UK  |  +44 7700 912 384  |  abena.owusuhartley@outlook.com  |  NMC PIN 09I4471E")
d.add_heading("Profile", level=1)
d.add_paragraph(
    "Registered adult nurse who spent seven years on acute oncology wards before moving into clinical "
    "research in 2019. Now a senior clinical trial coordinator supporting oncology sites for a global CRO; "
    "comfortable with EDC data entry, source data verification, IMP accountability and sponsor monitoring visits."
)
d.add_heading("Employment", level=1)
rows = [
    ("Dates", "Role", "Organisation", "Main duties"),
    ("01/2024 – present", "Senior Clinical Trial Coordinator", "IQVIA, Site Services (UK & Ireland)",
     "Coordinate 9 phase II–III oncology studies across 6 NHS sites; line-manage two Clinical Trial Assistants; "
     "prepare sites for sponsor audits and MHRA inspection."),
    ("04/2022 – 12/2023", "Clinical Trial Coordinator", "IQVIA, Site Services (UK & Ireland)",
     "Visit scheduling, eCRF entry in Medidata Rave, query resolution, eTMF filing in Veeva Vault."),
    ("10/2019 – 03/2022", "Research Nurse – Clinical Trials", "The Royal Marsden NHS Foundation Trust, Oak Foundation Drug Development Unit",
     "Consent, PK sampling and dosing for first-in-human phase I trials; SAE reporting to sponsors."),
    ("09/2016 – 09/2019", "Senior Staff Nurse (Band 6)", "Guy's and St Thomas' NHS Foundation Trust",
     "Shift leader on a 28-bed acute oncology ward; chemotherapy administration; student nurse mentor."),
    ("09/2012 – 08/2016", "Staff Nurse (Band 5)", "Guy's and St Thomas' NHS Foundation Trust",
     "Ward nursing on acute oncology and haematology wards; central line care."),
]
t = d.add_table(rows=len(rows), cols=4)
t.style = "Table Grid"
for i, r in enumerate(rows):
    for j, v in enumerate(r):
        t.cell(i, j).text = v
d.add_heading("Education", level=1)
erows = [
    ("Dates", "Qualification", "Institution", "Status"),
    ("2024 – present", "MSc Clinical Research (part-time, online)", "Cardiff University", "In progress, expected 2027"),
    ("2017 – 2018", "MSc Public Health (distance learning)", "London School of Hygiene & Tropical Medicine",
     "Discontinued after 2 of 8 modules"),
    ("2009 – 2012", "BSc (Hons) Adult Nursing", "King's College London, Florence Nightingale Faculty", "First-class honours"),
]
t2 = d.add_table(rows=len(erows), cols=4)
t2.style = "Table Grid"
for i, r in enumerate(erows):
    for j, v in enumerate(r):
        t2.cell(i, j).text = v
d.add_heading("Certifications", level=1)
d.add_paragraph("ICH Good Clinical Practice (NIHR), renewed 2025", style="List Bullet")
d.add_paragraph("Immediate Life Support (Resuscitation Council UK), 2024", style="List Bullet")
d.add_heading("Skills", level=1)
d.add_paragraph("Medidata Rave, Veeva Vault eTMF, Oracle Siebel CTMS, phlebotomy and cannulation, SAS (online course only)")
d.add_heading("Talks", level=1)
d.add_paragraph("Invited speaker, SCRS European Site Solutions Summit 2025: 'From ward to research unit – nurses in site coordination'")
d.save(out)
print("wrote", out)
