"""Builds cvs/Hester_Pascoe_CV.docx (English, with tables)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt

OUT = Path(__file__).resolve().parent.parent / "cvs" / "Hester_Pascoe_CV.docx"

d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
d.add_heading("Hester Pascoe", level=0)
d.add_paragraph("Senior Product Manager, Patient Experience | Berlin, Germany | hester.pascoe@proton.me | +49 1520 448 2391")

d.add_heading("Summary", level=1)
d.add_paragraph(
    "Former NHS ward nurse who moved into digital health in 2016. I build patient-facing booking and "
    "triage products and translate clinical workflows into product requirements.")

d.add_heading("Experience", level=1)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
h = t.rows[0].cells; h[0].text = "Dates"; h[1].text = "Role / Organisation"; h[2].text = "Highlights"
rows = [
    ("04/2020 – today",
     "Senior Product Manager (since 02/2023); Product Manager (04/2020 – 01/2023)\nDoctolib, Berlin",
     "Own the patient appointment-booking funnel for the German market; line-manage two product managers; "
     "launched the video-consultation waiting room used by 12,000 practices."),
    ("Sep 2016 – Mar 2020",
     "Clinical Product Specialist, later Associate Product Manager\nBabylon Health, London",
     "Wrote clinical content and acceptance criteria for the symptom-checker triage flows; "
     "ran usability sessions with GPs and nurses."),
    ("Sep 2012 – Aug 2016",
     "Staff Nurse, then Senior Staff Nurse (Band 6)\nGuy's and St Thomas' NHS Foundation Trust, London",
     "Acute medical ward; charge nurse on night shifts; super-user for the e-prescribing system rollout."),
]
for r in rows:
    c = t.add_row().cells
    for i, v in enumerate(r):
        c[i].text = v

d.add_heading("Education", level=1)
e = d.add_table(rows=1, cols=3); e.style = "Table Grid"
h = e.rows[0].cells; h[0].text = "Years"; h[1].text = "Degree"; h[2].text = "Institution"
for r in [
    ("2025 – expected 2027", "MSc Health Data Science (part-time, online) – in progress", "The University of Manchester"),
    ("2009 – 2012", "BSc (Hons) Nursing (Adult)", "King's College London"),
]:
    c = e.add_row().cells
    for i, v in enumerate(r):
        c[i].text = v

d.add_heading("Other", level=1)
d.add_paragraph("NMC registered nurse (registration lapsed 2019)")
d.add_paragraph("Certified Scrum Product Owner (CSPO), 2018")
d.add_paragraph("Speaker, HLTH Europe 2024, Amsterdam – \"Designing triage for patients, not clinicians\"")
d.add_paragraph("Tools: Jira, Amplitude, Figma, SQL (basic)")
d.save(OUT)
print(OUT)
