"""Build cvs/keshav_nandakumar_cv.docx (English, paragraphs only)."""
from docx import Document
from docx.shared import Pt

doc = Document()
doc.styles["Normal"].font.name = "Calibri"
doc.styles["Normal"].font.size = Pt(10.5)
P = doc.add_paragraph
doc.add_heading("Keshav Nandakumar", level=0)
P("Penetration Tester | Singapore | +65 9172 4480 | keshav.nkumar@protonmail.com")
doc.add_heading("Summary", level=1)
P("Offensive security consultant who has spent the last five years breaking web applications, internal networks "
  "and Active Directory estates for banks, government agencies and regional retailers, and then sitting down with "
  "their engineers to explain, in plain language, what the findings mean and how to fix them without stopping the business.")
doc.add_heading("Experience", level=1)
P("Deloitte Southeast Asia (Deloitte & Touche LLP, Singapore) — Cyber Risk Services")
P("Senior Security Consultant, Jan 2024 – today")
P("Lead tester on web, API and internal infrastructure engagements; scope work with clients, run the testing, "
  "write the report and present the debrief. Recent engagements include a red-team exercise for DBS Bank and "
  "an API security assessment for the Lazada marketplace. Built a Python tool that turns Burp Suite exports into "
  "report-ready findings, now used across the Singapore offensive-security team.", style="List Bullet")
P("Security Consultant, Aug 2021 – Dec 2023")
P("Performed more than 40 penetration tests (web, mobile, internal network); Active Directory attack paths "
  "with BloodHound and Impacket; phishing simulations for public-sector clients.", style="List Bullet")
P("Ensign InfoSecurity — Penetration Testing Intern, May 2020 – Aug 2020")
P("Helped with external network scans (Nmap, Nessus) and wrote Metasploit proof-of-concept notes.", style="List Bullet")
doc.add_heading("Education", level=1)
P("MSc Information Security (online, part-time), Royal Holloway, University of London — Oct 2024 – present")
P("BEng (Hons) Information Security, Singapore Institute of Technology — 2017 – 2021")
doc.add_heading("Certifications & recognition", level=1)
P("OSCP (2022); CREST Registered Penetration Tester (2023)")
P("Hall of Fame, Grab bug bounty programme on HackerOne (2022)")
doc.add_heading("Skills", level=1)
P("Burp Suite, Metasploit, Nmap, BloodHound, Impacket, Python, Bash; also familiar with Ghidra, Rust and Go")
doc.save("../cvs/keshav_nandakumar_cv.docx")
