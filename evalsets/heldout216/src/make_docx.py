"""Builds cvs/Sneha_Rangarajan_CRA.docx (English, two-column table for experience/education)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt, Cm

OUT = Path(__file__).resolve().parent.parent / "cvs" / "Sneha_Rangarajan_CRA.docx"

d = Document()
for s in d.sections:
    s.left_margin = s.right_margin = Cm(2)
d.styles["Normal"].font.name = "Calibri"
d.styles["Normal"].font.size = Pt(10.5)

d.add_heading("Sneha Rangarajan", level=0)
d.add_paragraph("Senior Clinical Research Associate | Bengaluru, India | +91 98450 31772 | sneha.rangarajan.cra@outlook.com")

d.add_heading("Summary", level=1)
d.add_paragraph(
    "Clinical research professional with almost nine years on both the site and the sponsor/CRO side. "
    "Started as a study coordinator in a hospital oncology unit and moved into monitoring in 2019. "
    "Experienced in Phase II-III oncology and cardiovascular trials, risk-based monitoring and "
    "site start-up under ICH-GCP and New Drugs and Clinical Trials Rules, 2019."
)

def two_col(rows):
    t = d.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    for left, right in rows:
        cells = t.add_row().cells
        cells[0].width = Cm(4)
        cells[1].width = Cm(13)
        cells[0].text = left
        first, *rest = right
        cells[1].text = first
        for line in rest:
            cells[1].add_paragraph(line)
    return t

d.add_heading("Professional Experience", level=1)
two_col([
    ("01/2024 - today", [
        "Senior Clinical Research Associate - IQVIA, Bengaluru",
        "Lead CRA for two global Phase III oncology studies (solid tumours); monitor 9 sites across South India.",
        "Onboard and mentor two junior CRAs; co-monitoring visits and report review.",
        "Sponsors served include Novartis and AstraZeneca.",
    ]),
    ("10/2022 - 12/2023", [
        "Clinical Research Associate II - IQVIA, Bengaluru",
        "Risk-based monitoring of a Phase III heart-failure trial; SDV/SDR in Medidata Rave, trip reports in Veeva Vault CTMS.",
    ]),
    ("08/2019 - 09/2022", [
        "Clinical Research Associate I - Parexel International, Bengaluru",
        "Site qualification, initiation, routine and close-out visits for Phase II oncology and diabetes studies; Oracle Siebel CTMS.",
    ]),
    ("01/2018 - 07/2019", [
        "Clinical Research Coordinator - Apollo Hospitals, Chennai (Department of Medical Oncology)",
        "Patient screening and consent, CRF completion and query resolution for sponsor-led oncology trials.",
    ]),
])

d.add_heading("Education", level=1)
two_col([
    ("2025 - expected 2027", ["MSc Clinical Research (part-time, online) - University of Liverpool", "In progress; dissertation on decentralised trials."]),
    ("2016 - 2017", ["Postgraduate Diploma in Clinical Research - Institute of Clinical Research India (ICRI), Bengaluru"]),
    ("2012 - 2016", ["Bachelor of Pharmacy (B.Pharm) - Manipal College of Pharmaceutical Sciences, Manipal Academy of Higher Education"]),
])

d.add_heading("Certifications & Awards", level=1)
d.add_paragraph("ACRP Certified Professional (ACRP-CP), 2021")
d.add_paragraph("IQVIA Quality Champion Award, 2024")

d.add_heading("Skills", level=1)
d.add_paragraph("ICH-GCP E6(R2), risk-based monitoring, SDV/SDR, site start-up, TMF management")
d.add_paragraph("Systems: Medidata Rave, Veeva Vault CTMS, Oracle Siebel CTMS, IQVIA Orchestrated Clinical Trials")
d.add_paragraph("Also: SAS (Base SAS coursework), Tableau")
d.add_paragraph("Languages: English, Tamil, Kannada, Hindi")

OUT.parent.mkdir(parents=True, exist_ok=True)
d.save(OUT)
print("wrote", OUT)
