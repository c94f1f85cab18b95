"""Builds cvs/Ravindra_Mohanty_Security.docx (English CV with a skills table)."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

out = Path(__file__).resolve().parent.parent / "cvs" / "Ravindra_Mohanty_Security.docx"
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
d.add_heading("Ravindra Mohanty", 0)
d.add_paragraph("Lead Security Engineer · Glasgow, UK · ravi.mohanty@protonmail.com · +44 7911 208 473")
d.add_paragraph("Security engineer with twelve years in offensive security, cloud security and detection engineering, "
                "the last five inside a global bank.")
d.add_heading("Experience", 1)
d.add_heading("JPMorgan Chase & Co. — Cybersecurity & Technology Controls", 2)
d.add_paragraph("Lead Security Engineer, Glasgow · Feb 2021 – Present")
for b in [
    "Manage a team of four security engineers covering cloud security posture for the Corporate & Investment Bank's AWS estate.",
    "Designed guardrails (Service Control Policies, Terraform modules, custom AWS Config rules) adopted by more than 300 application teams.",
    "Led red-team style assessments of payment APIs before launch; triaged findings with application owners.",
    "Built detection pipelines in Python and Splunk for IAM privilege escalation patterns.",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Deloitte UK — Cyber Risk Services", 2)
d.add_paragraph("Senior Consultant (Oct 2017 – Jan 2021); Consultant (Sep 2014 – Sep 2017) · London")
for b in [
    "Penetration tester and later engagement lead on web application, infrastructure and cloud tests.",
    "Clients included HSBC, Lloyds Banking Group and two FTSE 100 insurers.",
    "Wrote the practice's internal Burp Suite extension for SAML testing.",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("Cloudflare", 2)
d.add_paragraph("Security Engineering Intern, London · summer 2013")
d.add_paragraph("Fuzzed the WAF rule engine and wrote regression tests for new managed rules.", style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("MSc Information Security — Royal Holloway, University of London, 2013 – 2014 (Distinction)")
d.add_paragraph("B.Tech Computer Science and Engineering — KIIT University, Bhubaneswar, 2009 – 2013")
d.add_heading("Skills", 1)
rows = [
    ("Area", "Tools and technologies"),
    ("Offensive security", "Burp Suite, Metasploit, nmap, BloodHound, Ghidra"),
    ("Cloud security", "AWS IAM, GuardDuty, Security Hub, Terraform, Azure Defender"),
    ("Detection", "Splunk, Sigma rules, Elastic"),
    ("Programming", "Python, Go, Bash; Rust (learning)"),
    ("Certifications", "OSCP (2016), CISSP (2019), AWS Certified Security – Specialty (2023)"),
]
t = d.add_table(rows=len(rows), cols=2); t.style = "Table Grid"
for i, (a, b) in enumerate(rows):
    t.cell(i, 0).text = a; t.cell(i, 1).text = b
d.add_heading("Other", 1)
d.add_paragraph("Speaker, BSides London 2019 (\"Breaking SAML in the wild\").")
d.add_paragraph("Google VRP Hall of Fame, 2015.")
d.save(out)
print("wrote", out)
