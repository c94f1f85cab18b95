"""Builds cvs/sana_qureshi_platform.docx (English DevOps / platform engineer)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = Path(__file__).resolve().parent.parent / "cvs" / "sana_qureshi_platform.docx"

d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

t = d.add_heading("Sana Qureshi", level=0)
p = d.add_paragraph("Senior Platform Engineer  ·  Toronto, ON  ·  sana.qureshi@proton.me  ·  +1 647 555 0139")
p.alignment = WD_ALIGN_PARAGRAPH.LEFT

d.add_heading("Profile", level=1)
d.add_paragraph(
    "Platform / DevOps engineer with 9+ years running production infrastructure, from on-call "
    "for AWS internal build fleets to building the Kubernetes platform that Datadog's product "
    "teams deploy onto. I care about paved roads: golden-path templates, boring rollouts and "
    "alerts that mean something.")

d.add_heading("Experience", level=1)
def job(org, title, dates, bullets):
    p = d.add_paragraph(); r = p.add_run(org); r.bold = True
    p.add_run("  —  " + title + "  |  " + dates)
    for b in bullets:
        d.add_paragraph(b, style="List Bullet")

job("Datadog (New York / remote from Toronto)", "Senior Platform Engineer", "04/2021 - today", [
    "Lead engineer for the internal Kubernetes platform (40+ clusters, EKS and self-managed) used by ~300 service teams.",
    "Moved cluster provisioning from hand-written CloudFormation to Terraform modules plus Argo CD app-of-apps; new cluster bring-up went from 3 days to under 2 hours.",
    "Designed progressive delivery with Argo Rollouts and SLO-based automatic rollback.",
])
job("Amazon Web Services (AWS), Seattle", "DevOps Engineer, Builder Tools", "Sep 2017 - Mar 2021", [
    "Operated the CI build fleet for internal service teams (EC2 Auto Scaling, Ansible, Python tooling); primary on-call one week in six.",
    "Automated AMI patching pipeline, cutting fleet-wide patch time from 10 days to 36 hours.",
])
job("Amazon Web Services (AWS), Seattle", "Software Development Engineer Intern", "Summer 2016", [
    "Built a CLI for querying build-fleet capacity; it was adopted by the team after the internship.",
])

d.add_heading("Education", level=1)
tbl = d.add_table(rows=3, cols=3); tbl.style = "Table Grid"
rows = [
    ("School", "Degree", "Dates"),
    ("Georgia Institute of Technology (online, OMSCS)", "M.S. Computer Science — part-time, in progress", "since 01/2024"),
    ("University of Toronto", "B.A.Sc. Computer Engineering", "2013 – 2017"),
]
for i, row in enumerate(rows):
    for j, val in enumerate(row):
        tbl.cell(i, j).text = val

d.add_heading("Certifications", level=1)
d.add_paragraph("Certified Kubernetes Administrator (CKA), 2020", style="List Bullet")
d.add_paragraph("HashiCorp Certified: Terraform Associate, 2022", style="List Bullet")

d.add_heading("Skills", level=1)
d.add_paragraph("Kubernetes, Helm, Argo CD / Argo Rollouts, Terraform, AWS (EKS, EC2, IAM), Go, Python, Bash, Prometheus, Datadog APM")

d.save(OUT)
print("wrote", OUT)
