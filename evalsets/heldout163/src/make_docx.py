"""Builds cvs/Ifeoma_Okparaeke_CV.docx (English, two-column table: dates left, role right)."""
from docx import Document
from docx.shared import Pt, Cm
from docx.enum.text import WD_ALIGN_PARAGRAPH

doc = Document()
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
for s in doc.sections:
    s.left_margin = s.right_margin = Cm(2)

h = doc.add_paragraph(); r = h.add_run("IFEOMA OKPARAEKE, MPharm, MSc"); r.bold = True; r.font.size = Pt(18)
doc.add_paragraph("Senior Regulatory Affairs Specialist · GPhC-registered pharmacist")
doc.add_paragraph("Brentford, Middlesex, UK · +44 7911 562 030 · ifeoma.okparaeke@outlook.com")

doc.add_heading("Profile", level=2)
doc.add_paragraph(
    "Regulatory affairs professional with a background of six years in community pharmacy. I moved "
    "from the dispensary into regulatory work in 2018 and have since prepared and maintained marketing "
    "authorisation dossiers for the MHRA and the EMA, covering new applications, variations and renewals "
    "for HIV medicines. I enjoy the detail of CMC documentation and the problem-solving involved in "
    "responding to agency questions within tight timelines.")

def table(rows):
    t = doc.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    for left, right in rows:
        cells = t.add_row().cells
        cells[0].width = Cm(3.8); cells[1].width = Cm(13.2)
        cells[0].text = left
        first = True
        for line in right:
            if first:
                p = cells[1].paragraphs[0]; rr = p.add_run(line); rr.bold = True; first = False
            else:
                cells[1].add_paragraph(line)
    return t

doc.add_heading("Professional experience", level=2)
table([
    ("04/2024 – today", [
        "Senior Regulatory Affairs Specialist — ViiV Healthcare (majority-owned by GSK), Brentford",
        "Regulatory lead for two marketed long-acting HIV products in the UK and EU; plan and submit type IA/IB/II variations and renewals in eCTD format.",
        "Manage the lifecycle of submissions in Veeva Vault RIM and coordinate responses to MHRA and EMA requests for information.",
    ]),
    ("03/2021 – 03/2024", [
        "Regulatory Affairs Specialist — ViiV Healthcare, Brentford",
        "Compiled Module 1 and Module 3 (CMC) sections for post-approval changes; reviewed labelling (SmPC, PIL) against QRD templates.",
    ]),
    ("09/2018 – 02/2021", [
        "Regulatory Affairs Associate — Parexel International, Uxbridge",
        "Prepared variation and renewal dossiers for sponsor clients including Pfizer and Novartis; published eCTD sequences and tracked submission timelines.",
    ]),
    ("08/2015 – 08/2018", [
        "Pharmacist Manager — Boots UK, Nottingham",
        "Responsible pharmacist for a high-volume community pharmacy; line-managed a dispensary team of 6 (technicians and dispensing assistants).",
        "Led the store's MHRA and GPhC inspection readiness and medicines-safety incident reporting.",
    ]),
    ("08/2012 – 07/2015", [
        "Pharmacist — Boots UK, Nottingham",
        "Dispensing, medicines use reviews and the NHS flu vaccination service.",
    ]),
])

doc.add_heading("Education", level=2)
table([
    ("2019 – 2022", ["MSc Regulatory Affairs (part-time, distance learning) — University of Hertfordshire",
                     "Dissertation on post-Brexit divergence of UK variation procedures."]),
    ("2008 – 2012", ["MPharm (Hons), 2:1 — University of Nottingham"]),
])

doc.add_heading("Registrations & certificates", level=2)
for x in ["Registered pharmacist, General Pharmaceutical Council (GPhC), since 2012",
          "TOPRA member; RAPS Regulatory Affairs Certification (RAC-EU) 2020"]:
    doc.add_paragraph(x, style="List Bullet")

doc.add_heading("Skills", level=2)
doc.add_paragraph("eCTD publishing, Veeva Vault RIM, ICH M4 / CTD, EU variation regulation, labelling (SmPC/PIL), "
                  "MS Office, basic SQL")
doc.save("../cvs/Ifeoma_Okparaeke_CV.docx")
print("ok")
