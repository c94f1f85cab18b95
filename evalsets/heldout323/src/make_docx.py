"""Builds cvs/Kelechi_Umeadi_CV.docx: a two-column table layout (left: contact/skills/certs, right: experience/education)."""
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs" / "Kelechi_Umeadi_CV.docx"
doc = Document()
for s in doc.sections:
    s.left_margin = s.right_margin = Cm(1.5)
    s.top_margin = s.bottom_margin = Cm(1.5)

h = doc.add_paragraph()
r = h.add_run("KELECHI UMEADI"); r.bold = True; r.font.size = Pt(22); r.font.color.rgb = RGBColor(0x1F, 0x3A, 0x5F)
doc.add_paragraph("Security Operations Centre Analyst  |  Manchester, UK")

t = doc.add_table(rows=1, cols=2)
t.autofit = False
left, right = t.rows[0].cells
left.width = Cm(5.8); right.width = Cm(12.2)

def head(cell, text, first=False):
    p = cell.paragraphs[0] if first else cell.add_paragraph()
    r = p.add_run(text.upper()); r.bold = True; r.font.size = Pt(11); r.font.color.rgb = RGBColor(0x1F, 0x3A, 0x5F)

def line(cell, text, bold=False, italic=False, size=9.5):
    p = cell.add_paragraph(); r = p.add_run(text); r.bold = bold; r.italic = italic; r.font.size = Pt(size)

def bullet(cell, text):
    line(cell, "\u2022 " + text)

head(left, "Contact", first=True)
line(left, "kelechi.umeadi@outlook.com")
line(left, "+44 7700 914 562")
line(left, "linkedin.com/in/kumeadi")
head(left, "Tools")
for s in ["Splunk Enterprise Security", "Microsoft Sentinel (KQL)", "CrowdStrike Falcon", "Microsoft Defender for Endpoint",
          "Wireshark", "IBM QRadar (home lab only)", "Python, PowerShell"]:
    line(left, s)
head(left, "Frameworks")
line(left, "MITRE ATT&CK, NIST 800-61 incident handling, Cyber Kill Chain")
head(left, "Certifications")
line(left, "CompTIA Security+ (2021)")
line(left, "Splunk Core Certified Power User (2023)")
line(left, "Microsoft SC-200 (2024)")
head(left, "Competitions")
line(left, "BT Young Cyber Talent CTF 2021 \u2013 finalist")

head(right, "Experience", first=True)
line(right, "Vodafone UK \u2014 Cyber Defence Centre, Manchester", bold=True, size=10.5)
line(right, "Senior SOC Analyst (L2)   |   10/2024 \u2013 today", italic=True)
bullet(right, "Second-line triage and investigation of escalated alerts across Splunk ES and Sentinel for 11,000 corporate endpoints and core-network management systems.")
bullet(right, "Mentor three L1 analysts on the night rota; wrote 14 playbooks for phishing, credential stuffing and SIM-swap fraud cases.")
bullet(right, "Tuned correlation searches, cutting false positives on the Windows logon use cases by about 40%.")
line(right, "SOC Analyst (L1)   |   04/2022 \u2013 09/2024", italic=True)
bullet(right, "24/7 shift monitoring, first-line triage of EDR (CrowdStrike Falcon) and SIEM alerts, ticket handling in ServiceNow.")
line(right, "University of Salford \u2014 Digital IT Services", bold=True, size=10.5)
line(right, "IT Service Desk Technician   |   07/2019 \u2013 03/2022", italic=True)
bullet(right, "Account lockouts, MFA enrolment, laptop imaging with SCCM for staff and students.")
line(right, "Tesco", bold=True, size=10.5)
line(right, "Customer Assistant (part-time, during studies)   |   2016 \u2013 2019", italic=True)

head(right, "Education")
line(right, "BSc (Hons) Cyber Security, 2:1 \u2014 Sheffield Hallam University, 2016 \u2013 2019")
line(right, "MSc Cyber Security (online, part-time) \u2014 University of York, 2020 \u2013 2021, discontinued after first year")

doc.save(OUT)
print("wrote", OUT)
