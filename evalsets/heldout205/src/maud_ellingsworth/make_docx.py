"""Build Maud Ellingsworth's CV as a DOCX with paragraphs only (no tables)."""
from docx import Document
from docx.shared import Pt

d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

def para(text, bold=False, italic=False, size=None, style=None):
    p = d.add_paragraph(style=style)
    r = p.add_run(text); r.bold = bold; r.italic = italic
    if size: r.font.size = Pt(size)
    return p

def head(text):
    para(text.upper(), bold=True, size=12)

para("Maud Ellingsworth BVSc MRCVS", bold=True, size=18)
para("Product Owner, Pet Insurance Claims | London, UK | maud.ellingsworth@proton.me | +44 7700 900418")

head("Profile")
para("Veterinary surgeon of five-plus years in small-animal first-opinion practice who moved into pet "
     "insurance in 2019, first assessing complex clinical claims and, since 2021, owning the claims "
     "product end to end. I translate what happens in a consult room into product decisions: which "
     "invoice fields matter, where owners drop out of a claim, and what vets actually need from an "
     "insurer. Comfortable writing SQL against our warehouse, running discovery interviews with "
     "practices, and saying no to features that do not move claim turnaround.")

head("Experience")
para("ManyPets (formerly Bought By Many), London — Product Owner, Claims", bold=True)
para("June 2021 – present", italic=True)
for b in [
    "Own the claims-submission journey in the ManyPets app and web portal for UK and US customers; "
    "prioritise the backlog for a squad of 7 engineers, a designer and a data analyst.",
    "Shipped direct vet-invoice upload and automatic triage of routine claims, cutting median claim "
    "turnaround from 9 days to 3 days within a year.",
    "Query claims and funnel data in BigQuery SQL and Amplitude to size opportunities; write user "
    "stories and acceptance criteria in Jira.",
]:
    para(b, style="List Bullet")
para("Petplan (Allianz Insurance plc), Guildford — Veterinary Claims Consultant", bold=True)
para("Feb 2019 – May 2021", italic=True)
for b in [
    "Assessed high-value and complex clinical claims (orthopaedics, oncology, referrals) against "
    "policy wording; advised the claims team on pre-existing conditions.",
    "Helped onboard three new vet-nurse assessors and wrote the internal guide to reading clinical histories.",
]:
    para(b, style="List Bullet")
para("Vets4Pets (Pets at Home Group), Guildford — Senior Veterinary Surgeon", bold=True)
para("2016 – 2019", italic=True)
para("First-opinion small-animal practice, soft-tissue surgery, out-of-hours rota; clinical lead "
     "for the practice's dental service. Left in January 2019.", style="List Bullet")
para("Medivet, Watford — Veterinary Surgeon", bold=True)
para("Sept 2013 – Aug 2016", italic=True)
para("New-graduate role in a busy 24-hour hospital; consults, routine surgery and nights.", style="List Bullet")

head("Education")
para("BVSc Veterinary Science, University of Bristol, 2008 – 2013")
para("MSc Data Science (online, part-time), Goldsmiths, University of London, 2022 – 2023 — "
     "completed 4 of 12 modules, withdrew for family reasons")

head("Certifications and talks")
para("Certified Scrum Product Owner (CSPO), Scrum Alliance, 2021")
para("Member of the Royal College of Veterinary Surgeons (MRCVS) since 2013")
para("Speaker, London Vet Show 2023: “What insurers need from your clinical notes”")

head("Skills")
para("Product discovery, backlog management, Jira, Confluence, Amplitude, BigQuery SQL, Figma (reviewing), "
     "small-animal medicine and surgery, claims assessment")

d.save("../../cvs/Maud_Ellingsworth_CV.docx")
print("saved")
