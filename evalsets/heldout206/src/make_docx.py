"""Build cvs/tabitha_molyneux_cv.docx (English, paragraphs only, no tables)."""
from docx import Document
from docx.shared import Pt
import pathlib
out = pathlib.Path(__file__).resolve().parent.parent / "cvs" / "tabitha_molyneux_cv.docx"
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
d.add_heading("Tabitha Molyneux BVetMed MRCVS", level=0)
d.add_paragraph("St Albans, Hertfordshire · tabitha.molyneux@outlook.com · 07700 914 362")
d.add_heading("Profile", level=1)
d.add_paragraph(
    "Former small-animal veterinary surgeon and clinical director, now a product owner in pet insurance. "
    "I spent eight years in first-opinion and out-of-hours practice before moving into insurance, where I use "
    "that clinical background to design claims journeys that vets and pet owners actually understand. "
    "Still RCVS-registered and doing the occasional weekend locum shift to keep my hand in.")
d.add_heading("Experience", level=1)
p = d.add_paragraph(); p.add_run("ManyPets (formerly Bought By Many), London — Product Owner, Claims Experience").bold = True
d.add_paragraph("10/2023 – today")
d.add_paragraph("Own the backlog for the vet-facing claims portal and the in-app claim submission flow; run a squad of six engineers, a designer and a data analyst through two-week sprints in Jira.", style="List Bullet")
d.add_paragraph("Launched direct-to-vet claim settlement for 1,400 UK practices; median time to pay fell from 9 days to 3.", style="List Bullet")
d.add_paragraph("Wrote the clinical triage rules that route pre-existing-condition questions to the vet team; pull my own numbers in SQL and Amplitude.", style="List Bullet")
p = d.add_paragraph(); p.add_run("ManyPets, London — Veterinary Claims Specialist").bold = True
d.add_paragraph("08/2022 – 09/2023")
d.add_paragraph("Assessed complex and high-value claims against clinical histories; became the claims team's voice in product discovery, which led to the move into product.", style="List Bullet")
d.add_paragraph("Sat on the ABI-convened industry working group on direct claims alongside Petplan and Animal Friends.", style="List Bullet")
p = d.add_paragraph(); p.add_run("Medivet Group — Clinical Director, Medivet Watford 24hr").bold = True
d.add_paragraph("01/2019 – 06/2022")
d.add_paragraph("Led a 24-hour hospital with 5 veterinary surgeons and 9 registered veterinary nurses: rotas, appraisals, recruitment and clinical governance.", style="List Bullet")
d.add_paragraph("Soft-tissue and orthopaedic surgery caseload (TPLO referrals excluded); introduced a peri-anaesthetic safety checklist across the site.", style="List Bullet")
p = d.add_paragraph(); p.add_run("Medivet Group — Veterinary Surgeon").bold = True
d.add_paragraph("07/2014 – 12/2018")
d.add_paragraph("First-opinion small-animal practice in Watford and Bushey, with out-of-hours cover.", style="List Bullet")
d.add_heading("Education", level=1)
d.add_paragraph("Royal Veterinary College, University of London — BVetMed (Bachelor of Veterinary Medicine), 2009 – 2014")
d.add_paragraph("University of Bath — MSc Digital Transformation (part-time, online). Started 2021; withdrew in 2022 after one unit when I joined ManyPets.")
d.add_heading("Certifications & training", level=1)
d.add_paragraph("Professional Scrum Product Owner I (PSPO I), Scrum.org, 2023")
d.add_paragraph("Product Management short course, General Assembly (online), 2022")
d.add_paragraph("RCVS Certificate in Advanced Veterinary Practice (CertAVP) — modules A and B, 2018")
d.add_heading("Skills", level=1)
d.add_paragraph("Jira, Confluence, Miro, Figma (reviewing, not designing), SQL (intermediate), Amplitude, Looker. Clinical: small-animal soft-tissue surgery, anaesthesia, emergency and critical care.")
d.save(out)
print("wrote", out)
