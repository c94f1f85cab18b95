from docx import Document
from docx.shared import Pt
d = Document()
d.add_heading("Rula Qaddoumi", 0)
d.add_paragraph("Senior Clinical Research Associate | Cambridge, UK | rula.qaddoumi@protonmail.com | +44 7700 914 362")
d.add_heading("Profile", 1)
d.add_paragraph("Clinical research professional with over eleven years in oncology and respiratory trials, "
                "nine of them as a field monitor. Experienced in Phase II–III site management, risk-based monitoring "
                "and inspection readiness (MHRA, FDA).")
d.add_heading("Professional Experience", 1)
rows = [
    ("Period", "Employer", "Role", "Highlights"),
    ("01/2024 – present", "AstraZeneca, Cambridge, UK (BioPharmaceuticals R&D, Oncology)", "Senior Clinical Research Associate",
     "Monitor 9 UK oncology sites for Phase III lung-cancer studies; line manager to two CRA I staff; lead site-readiness for MHRA GCP inspections."),
    ("03/2021 – 12/2023", "AstraZeneca, Cambridge, UK", "Clinical Research Associate II",
     "Site initiation, routine and close-out visits for respiratory Phase II trials; source data verification in Medidata Rave."),
    ("09/2017 – 02/2021", "IQVIA, Reading, UK", "Clinical Research Associate",
     "Monitored oncology sites for Phase III studies sponsored by Novartis and Roche; maintained Veeva Vault eTMF and CTMS records."),
    ("06/2015 – 08/2017", "Parexel International, Amman, Jordan", "Clinical Trial Assistant",
     "Prepared essential-document packages and tracked regulatory submissions to the Jordan FDA."),
]
t = d.add_table(rows=len(rows), cols=4); t.style = "Table Grid"
for i, r in enumerate(rows):
    for j, v in enumerate(r):
        t.cell(i, j).text = v
d.add_heading("Education", 1)
erows = [
    ("Years", "Institution", "Qualification"),
    ("2019 – 2022", "University of Manchester (online, part-time)", "MSc Clinical Research"),
    ("2014 – 2015", "King's College London", "PhD Pharmacology – discontinued after first year"),
    ("2009 – 2014", "University of Jordan, Amman", "Bachelor of Pharmacy (BPharm)"),
]
t = d.add_table(rows=len(erows), cols=3); t.style = "Table Grid"
for i, r in enumerate(erows):
    for j, v in enumerate(r):
        t.cell(i, j).text = v
d.add_heading("Certifications", 1)
d.add_paragraph("ACRP Certified Professional (ACRP-CP), 2020")
d.add_paragraph("ICH-GCP E6(R2) refresher, TransCelerate, 2024")
d.add_heading("Skills", 1)
d.add_paragraph("ICH-GCP, risk-based monitoring, Medidata Rave, Veeva Vault CTMS/eTMF, Spotfire, SAS, R")
d.add_heading("Languages", 1)
d.add_paragraph("Arabic (native), English (fluent), French (basic)")
d.save("../cvs/Rula_Qaddoumi_CV.docx")
