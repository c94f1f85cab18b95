"""Builds cvs/Samuel_Teo_Resume_2026.docx: English CV, one table per job."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "Samuel_Teo_Resume_2026.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
d.add_heading("Samuel Teo Jun Hao", 0)
d.add_paragraph("Lead Cloud Solutions Architect | Singapore | +65 9128 4470 | samuel.teo.jh@gmail.com")
d.add_paragraph("Cloud architect with 8+ years designing hybrid and multi-cloud landing zones for "
                "enterprise and public-sector customers of a telecom operator.")
d.add_heading("Professional Experience", 1)
jobs = [
    ("Singtel (Singapore Telecommunications Limited) – Group Enterprise", "Lead Cloud Solutions Architect", "Apr 2025 – Present",
     ["Line manager for 3 solutions architects in the multi-cloud practice.",
      "Designs AWS and Azure landing zones with Terraform and Kubernetes (EKS/AKS) for enterprise customers."]),
    ("Singtel (Singapore Telecommunications Limited) – Group Enterprise", "Cloud Solutions Architect", "Jan 2022 – Mar 2025",
     ["Pre-sales architecture for hybrid cloud deals bundled with Singtel 5G and SD-WAN connectivity.",
      "Authored the reference architecture for sovereign-cloud workloads of government agencies."]),
    ("NCS Pte Ltd (a Singtel Group company)", "Senior Cloud Engineer", "Jul 2018 – Dec 2021",
     ["Migrated 120+ government applications to AWS using Terraform and Ansible.",
      "Built CI/CD pipelines in GitLab and ran Kubernetes clusters for agency workloads."]),
    ("Accenture Singapore", "Technology Analyst", "Jul 2017 – Jun 2018",
     ["Supported SAP Basis and Linux operations for a regional bank client (DBS)."]),
    ("Singtel – Networks Engineering", "Engineering Intern", "May 2016 – Aug 2016",
     ["Wrote Python scripts to parse router configuration backups for the IP core team."]),
]
for emp, title, dates, bullets in jobs:
    t = d.add_table(rows=3, cols=2); t.style = "Table Grid"
    t.cell(0, 0).text = emp; t.cell(0, 1).text = dates
    t.cell(1, 0).merge(t.cell(1, 1)).text = title
    t.cell(2, 0).merge(t.cell(2, 1)).text = "\n".join("• " + b for b in bullets)
    d.add_paragraph("")
d.add_heading("Education", 1)
t = d.add_table(rows=2, cols=3); t.style = "Table Grid"
for i, row in enumerate([
    ("Georgia Institute of Technology (online, part-time – OMSCS)", "M.S. Computer Science (in progress)", "Jan 2023 – expected 2027"),
    ("National University of Singapore", "B.Eng. Computer Engineering", "2013 – 2017")]):
    for j, v in enumerate(row):
        t.cell(i, j).text = v
d.add_heading("Certifications & Awards", 1)
for s in ["AWS Certified Solutions Architect – Professional (2020)",
          "Certified Kubernetes Administrator (CKA), 2021",
          "Winner, AWS GameDay Singapore 2019 (team event)"]:
    d.add_paragraph(s, style="List Bullet")
d.add_heading("Skills", 1)
d.add_paragraph("AWS, Azure, Google Cloud (Anthos), Terraform, Kubernetes, Ansible, GitLab CI, Python, Go")
d.save(OUT)
