"""Builds cvs/Orla_Quinlivan_Resume.docx (English DOCX with an education table)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt

out = Path(__file__).resolve().parent.parent / "cvs" / "Orla_Quinlivan_Resume.docx"
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
d.add_heading("Orla Quinlivan", 0)
d.add_paragraph("Senior Product Manager · Dublin, Ireland · orla.quinlivan@gmail.com · +353 87 204 6618 · linkedin.com/in/orlaquinlivan")
d.add_heading("Summary", 1)
d.add_paragraph("Product manager in B2B SaaS with a first career as a secondary-school history teacher. "
                "I own the AI inbox and routing roadmap for a customer-service platform, run discovery with "
                "support teams, and write SQL for my own analysis. Six years in the classroom taught me to "
                "explain complex things simply and to run a room.")
d.add_heading("Experience", 1)
def job(head, dates, bullets):
    p = d.add_paragraph(); r = p.add_run(head); r.bold = True
    p.add_run("\t" + dates)
    for b in bullets:
        d.add_paragraph(b, style="List Bullet")
job("Intercom — Senior Product Manager, AI Inbox", "04/2024 - today", [
    "Own the roadmap for AI-assisted ticket routing and triage used by 4,000+ customer support teams.",
    "Line manager for two product managers; hired both and run their quarterly development plans.",
    "Shipped automatic conversation tagging (LLM-based) that cut median first-response time by 18%.",
])
job("Intercom — Product Manager, Reporting", "01/2022 - 03/2024", [
    "Rebuilt the support-reporting module; worked with 9 engineers and a designer; wrote Looker SQL to size opportunities.",
    "Ran 60+ customer discovery interviews a year, mostly with mid-market SaaS companies.",
])
job("Zendesk — Customer Success Manager, EMEA mid-market", "08/2018 - 12/2021", [
    "Portfolio of 70 accounts (ARR €6M); onboarding, renewals and feature adoption.",
    "Fed customer pain points into the product team's quarterly planning; moved into product via Intercom's open role.",
])
job("Ark Globe Academy, London — Teacher of History; Head of Year 9 (2016–2018)", "09/2012 - 07/2018", [
    "Taught KS3 and GCSE history to classes of up to 30 pupils in an 11–18 state academy.",
    "As Head of Year, led a pastoral team of 8 form tutors and ran parent evenings and safeguarding referrals.",
])
d.add_heading("Education", 1)
rows = [("Degree", "Institution", "Dates", "Notes"),
        ("Executive MBA (part-time)", "UCD Michael Smurfit Graduate Business School", "2025 – 2027 (expected)", "In progress; evening and weekend modules"),
        ("PGCE, Secondary History", "UCL Institute of Education, London", "2011 – 2012", "Qualified Teacher Status"),
        ("BA (Hons) History and Politics", "Trinity College Dublin", "2007 – 2011", "First-class honours")]
t = d.add_table(rows=len(rows), cols=4); t.style = "Table Grid"
for i, row in enumerate(rows):
    for j, val in enumerate(row):
        t.cell(i, j).text = val
d.add_heading("Certifications & other", 1)
for s in ["Pragmatic Institute — Product Management Certification (PMC-III), 2021",
          "Winner, Intercom internal Hack Week 2023 (Slack-native inbox prototype)",
          "Speaker, Mind the Product Dublin meetup, 2024 — \"From the classroom to the roadmap\""]:
    d.add_paragraph(s, style="List Bullet")
d.add_heading("Skills", 1)
d.add_paragraph("Product discovery, roadmapping, A/B testing, SQL (Looker, Snowflake), Amplitude, Jira, Figma, "
                "Python (Codecademy course), Tableau")
d.save(out)
print("wrote", out)
