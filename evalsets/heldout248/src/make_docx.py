"""Builds cvs/viktor_hedlund_resume.docx (English, experience and education in tables)."""
from docx import Document
from docx.shared import Pt
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "viktor_hedlund_resume.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
d.add_heading("Viktor Hedlund", level=0)
d.add_paragraph("Senior DevOps Engineer · Malmö, Sweden · viktor.hedlund@proton.me · +46 70 412 88 19")
d.add_heading("Summary", level=1)
d.add_paragraph(
    "DevOps and build engineer with eight years in game development. I keep build farms, CI/CD and "
    "online-service infrastructure running for AAA titles, and I like boring, well-documented pipelines.")

d.add_heading("Experience", level=1)
rows = [
    ("04/2022 – today", "Ubisoft – Massive Entertainment (Malmö studio)", "Senior DevOps Engineer",
     "Run the Kubernetes (EKS) clusters behind the online services of Star Wars Outlaws; "
     "manage AWS infrastructure as code with Terraform and Helm; on-call lead for the live-ops rotation; "
     "moved the studio's Jenkins build farm to TeamCity with Perforce triggers."),
    ("09/2018 – 03/2022", "Paradox Interactive (Stockholm)", "Build & Release Engineer",
     "Owned nightly and release builds for Europa Universalis IV and Crusader Kings III on Jenkins; "
     "Ansible automation for 120 build agents; Steam and console submission pipelines."),
    ("06/2017 – 08/2017", "Ericsson (Karlskrona)", "IT Operations Intern",
     "Summer internship: Linux server patching and monitoring with Nagios."),
]
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["Period", "Employer", "Role", "What I did"]):
    c.text = h
for r in rows:
    cells = t.add_row().cells
    for c, v in zip(cells, r):
        c.text = v

d.add_heading("Education", level=1)
t2 = d.add_table(rows=1, cols=3); t2.style = "Table Grid"
for c, h in zip(t2.rows[0].cells, ["Years", "School", "Degree"]):
    c.text = h
for r in [("2015 – 2018", "Blekinge Institute of Technology (BTH), Karlskrona",
           "BSc in Software Engineering"),
          ("2014", "Malmö University", "Evening course: Linux system administration (7.5 ECTS), no degree")]:
    cells = t2.add_row().cells
    for c, v in zip(cells, r):
        c.text = v

d.add_heading("Certifications & community", level=1)
for s in ["Certified Kubernetes Administrator (CKA), 2023",
          "HashiCorp Certified: Terraform Associate, 2022",
          "Speaker at DevOpsDays Stockholm 2024: \"Build farms for 200 GB game repos\"",
          "Nordic Game Jam 2019 – team entry, 2nd place"]:
    d.add_paragraph(s, style="List Bullet")

d.add_heading("Skills", level=1)
d.add_paragraph("Kubernetes, Terraform, Helm, AWS (EKS, EC2, S3), Jenkins, TeamCity, Perforce Helix Core, "
                "Ansible, Prometheus/Grafana, Python, Bash, Go, Azure, Google Cloud, Nomad")
d.add_paragraph("Languages: Swedish (native), English (fluent), German (basic)")
d.save(OUT)
print("wrote", OUT)
