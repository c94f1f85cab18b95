"""Builds cvs/Owen_Castellano_Security_Engineer.docx"""
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "Owen_Castellano_Security_Engineer.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

h = d.add_paragraph(); r = h.add_run("OWEN CASTELLANO"); r.bold = True; r.font.size = Pt(20)
h.alignment = WD_ALIGN_PARAGRAPH.CENTER
p = d.add_paragraph("Senior Security Engineer  ·  London, UK  ·  owen.castellano@proton.me  ·  +44 7700 914 382  ·  github.com/ocastellano")
p.alignment = WD_ALIGN_PARAGRAPH.CENTER

def head(t):
    p = d.add_paragraph(); r = p.add_run(t.upper()); r.bold = True
    r.font.color.rgb = RGBColor(0x1F, 0x4E, 0x79); r.font.size = Pt(12)

def job(org, dates, title):
    p = d.add_paragraph(); r = p.add_run(org); r.bold = True
    p.add_run("\t" + dates)
    p2 = d.add_paragraph(); r2 = p2.add_run(title); r2.italic = True

def bullets(items):
    for it in items:
        d.add_paragraph(it, style="List Bullet")

head("Summary")
d.add_paragraph("Security engineer with seven years across consulting, threat hunting and in-house detection "
                "engineering. I build detections that people actually trust, automate the boring half of incident "
                "response, and like working with infrastructure teams rather than against them.")

head("Experience")
job("Cloudflare — London", "Feb 2024 – Present", "Senior Security Engineer, Detection & Response")
bullets([
    "Own the detection pipeline for internal corporate and production telemetry (≈ 4 TB/day) built on Kafka, ClickHouse and Sigma-style rules; cut median time-to-triage from 38 to 9 minutes.",
    "Wrote the playbook and tooling for cloud credential compromise (AWS, GCP); led response on 3 high-severity incidents in 2025.",
    "Mentor two junior engineers; run the quarterly purple-team exercise with the Red Team.",
])
job("CrowdStrike — Reading, UK (remote)", "Apr 2022 – Jan 2024", "Security Engineer, Falcon OverWatch (threat hunting)")
bullets([
    "Hunted hands-on-keyboard intrusions across customer environments; authored 60+ hunting leads that became product detections.",
    "Built a Python enrichment service for the hunt team that joined EDR events with threat-intel indicators.",
])
job("Deloitte UK — London", "Sep 2019 – Mar 2022", "Cyber Risk Consultant (Analyst until Sep 2020)")
bullets([
    "Penetration tests and cloud security reviews for clients in banking, energy and retail, including HSBC and National Grid (client engagements, not employment by those firms).",
    "Ran ISO 27001 gap assessments and wrote remediation roadmaps for FTSE 250 clients.",
])
job("NCC Group — Manchester", "summer 2018", "Security Consulting Intern")
bullets(["Assisted on web-application tests; wrote an internal Burp Suite extension for JWT checks."])

head("Education")
t = d.add_table(rows=3, cols=3); t.style = "Table Grid"
rows = [("Georgia Institute of Technology (online, part-time)", "Jan 2024 – expected May 2027", "M.S. Cybersecurity (OMS Cybersecurity) — in progress, 6 of 10 courses completed"),
        ("The University of Manchester", "Sep 2016 – Jun 2019", "BSc (Hons) Computer Science — First Class"),
        ("Altrincham Grammar School for Boys", "2009 – 2016", "A-levels: Maths, Further Maths, Physics, Computing")]
for i, row in enumerate(rows):
    for j, v in enumerate(row):
        t.cell(i, j).text = v

head("Certifications")
bullets([
    "OSCP — Offensive Security Certified Professional (2020)",
    "CISSP — (ISC)² Certified Information Systems Security Professional (2023)",
    "AWS Certified Security – Specialty (2022)",
    "GIAC Certified Incident Handler (GCIH) (2021)",
])

head("Talks, competitions & awards")
bullets([
    "BSides London 2023 talk: \"Detections as code without the tears\"",
    "Cyber Security Challenge UK — Masterclass finalist, 2018",
    "Deloitte UK Cyber Outstanding Contribution award, 2021",
])

head("Skills")
t2 = d.add_table(rows=4, cols=2); t2.style = "Table Grid"
sk = [("Detection & response", "Sigma, YARA, Splunk, ClickHouse, Elastic, CrowdStrike Falcon, Velociraptor"),
      ("Cloud security", "AWS (IAM, GuardDuty, CloudTrail), GCP, Kubernetes audit logs, Terraform"),
      ("Offensive", "Burp Suite, Metasploit, BloodHound, Cobalt Strike (authorised engagements)"),
      ("Programming", "Python, Go, Bash, SQL; learning Rust")]
for i, (a, b) in enumerate(sk):
    t2.cell(i, 0).text = a; t2.cell(i, 1).text = b

d.save(OUT)
print("wrote", OUT)
