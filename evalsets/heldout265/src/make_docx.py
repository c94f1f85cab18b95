"""Builds cvs/Lerato_Ntuli_CDM.docx (English, with tables)."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

out = Path(__file__).resolve().parent.parent / "cvs" / "Lerato_Ntuli_CDM.docx"
d = Document()
d.styles["Normal"].font.name = "Calibri"
d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("Lerato Ntuli", level=0)
d.add_paragraph("Lead Clinical Data Manager | Johannesburg, South Africa | lerato.ntuli.cdm@gmail.com | +27 82 614 3390")
d.add_heading("Summary", level=1)
d.add_paragraph(
    "Clinical data management professional with close to fifteen years at contract research organisations, "
    "covering Phase I-III oncology, HIV and TB studies. I lead study start-up (CRF design, data management plans, "
    "edit checks), run data cleaning through database lock, and manage a small team of data associates.")
d.add_heading("Professional Experience", level=1)
t = d.add_table(rows=1, cols=3)
t.style = "Light Grid Accent 1"
hdr = t.rows[0].cells
hdr[0].text, hdr[1].text, hdr[2].text = "Period", "Employer", "Role and responsibilities"
rows = [
    ("09/2021 – Present", "ICON plc (remote, Johannesburg)",
     "Lead Clinical Data Manager. Line manager of 5 Clinical Data Associates. Lead DM on two global Phase III oncology "
     "trials (1,400+ subjects) built in Medidata Rave; own DMPs, edit-check specifications and database lock timelines."),
    ("07/2017 – 08/2021", "IQVIA, Johannesburg",
     "Clinical Data Manager. Managed data for 9 HIV and TB studies in Oracle InForm and Medidata Rave; "
     "wrote SAS listings for data review and reconciled SAE and lab data with vendors."),
    ("01/2014 – 06/2017", "Parexel International, Bloemfontein",
     "Clinical Data Associate. Query management, manual data review and CRF tracking for Phase I studies."),
    ("02/2012 – 12/2013", "Quintiles (now IQVIA), Johannesburg",
     "Graduate Trainee – Clinical Data (two-year full-time graduate programme). Data entry QC, discrepancy management."),
]
for r in rows:
    c = t.add_row().cells
    for i, v in enumerate(r):
        c[i].text = v
d.add_heading("Education", level=1)
t2 = d.add_table(rows=1, cols=3)
t2.style = "Light Grid Accent 1"
h = t2.rows[0].cells
h[0].text, h[1].text, h[2].text = "Years", "Qualification", "Institution"
for r in [
    ("2023 – present", "MSc Epidemiology (distance learning, part-time; in progress)",
     "London School of Hygiene & Tropical Medicine, University of London"),
    ("2011", "BSc (Honours) Biochemistry", "University of the Witwatersrand"),
    ("2008 – 2010", "BSc Biochemistry and Microbiology", "University of the Witwatersrand"),
]:
    c = t2.add_row().cells
    for i, v in enumerate(r):
        c[i].text = v
d.add_heading("Certifications", level=1)
d.add_paragraph("Certified Clinical Data Manager (CCDM), Society for Clinical Data Management, 2019")
d.add_paragraph("ICH-GCP E6(R2) training, renewed 2025")
d.add_heading("Skills", level=1)
d.add_paragraph("EDC: Medidata Rave, Oracle InForm; Programming: SAS (Base), R, Python (basic); "
                "Standards: CDISC CDASH, SDTM awareness; MedDRA and WHODrug coding; Spotfire")
d.add_paragraph("Languages: English, isiZulu, Sesotho")
d.save(out)
print(out)
