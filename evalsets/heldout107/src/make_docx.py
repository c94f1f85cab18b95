# Oluwakemi Adesanya CV (DOCX, English, education in a table)
from docx import Document
from docx.shared import Pt
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
d.add_heading("Oluwakemi Adesanya", 0)
d.add_paragraph("Senior Clinical Data Manager  |  Reading, United Kingdom  |  kemi.adesanya@outlook.com  |  +44 7700 914 262")
d.add_heading("Profile", 1)
d.add_paragraph("Clinical data management professional with almost nine years in contract research organisations, "
                "covering oncology and vaccine studies from Phase I to Phase III. I lead database build, data cleaning "
                "and database lock for global studies and line-manage a small team of data associates.")
d.add_heading("Experience", 1)
d.add_heading("IQVIA — Senior Clinical Data Manager (since 04/2023)", 2)
for b in ["Lead data manager on three Phase III oncology studies (1,800+ patients); database lock delivered on or ahead of plan",
          "Line manager for 3 Clinical Data Associates: hiring, objectives, mid-year and annual reviews",
          "Wrote Data Management Plans, edit-check specifications and CRF completion guidelines; UAT of Medidata Rave builds",
          "Oversaw SDTM mapping hand-offs to the biostatistics team (CDISC SDTM / CDASH)"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("IQVIA — Clinical Data Manager (2020/9 - 03/2023)", 2)
for b in ["Data cleaning, query management and SAE reconciliation for vaccine trials in Medidata Rave and Veeva Vault EDC",
          "SAS listings and patient-profile reviews for medical monitors"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Parexel — Clinical Data Associate (Jan 2018 – Aug 2020)", 2)
for b in ["Query management, external data (central lab, ECG) reconciliation and data review listings",
          "Supported database build testing for 11 studies; trained new associates on the query workflow"]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", 1)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for i, h in enumerate(["Years", "Degree", "Institution", "Notes"]): t.rows[0].cells[i].text = h
for row in [("2016 – 2017", "MSc Clinical Research", "The University of Manchester", "Merit; dissertation on risk-based monitoring"),
            ("2021 – 2022", "MBA (not completed)", "The Open University Business School", "Part-time; withdrew after Stage 1"),
            ("2010 – 2014", "BSc Biochemistry", "University of Lagos", "Second Class Upper")]:
    cells = t.add_row().cells
    for i, v in enumerate(row): cells[i].text = v
d.add_heading("Certifications & memberships", 1)
d.add_paragraph("Certified Clinical Data Manager (CCDM), Society for Clinical Data Management, 2021")
d.add_paragraph("Medidata Rave EDC Study Builder certification, 2019")
d.add_heading("Skills", 1)
d.add_paragraph("EDC: Medidata Rave, Veeva Vault EDC, Oracle InForm  ·  Standards: CDISC SDTM, CDASH, MedDRA/WHODrug coding  ·  "
                "Programming: SAS (Base), R, SQL  ·  Also: Python, Tableau")
d.save("cvs/Oluwakemi_Adesanya_CV.docx")
