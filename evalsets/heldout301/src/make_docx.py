"""Builds cvs/Nnenna_Ugwuanyi_CV.docx: a two-column table layout (left: contact/skills, right: experience)."""
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.enum.table import WD_TABLE_ALIGNMENT
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "Nnenna_Ugwuanyi_CV.docx")
doc = Document()
sec = doc.sections[0]
sec.left_margin = sec.right_margin = Cm(1.5)
sec.top_margin = sec.bottom_margin = Cm(1.5)
style = doc.styles["Normal"]; style.font.name = "Calibri"; style.font.size = Pt(10)

h = doc.add_paragraph(); r = h.add_run("NNENNA UGWUANYI"); r.bold = True; r.font.size = Pt(20)
r.font.color.rgb = RGBColor(0x0B, 0x4F, 0x6C)
doc.add_paragraph("Senior Clinical Data Manager  |  Reading, United Kingdom")

t = doc.add_table(rows=1, cols=2)
t.alignment = WD_TABLE_ALIGNMENT.CENTER
left, right = t.rows[0].cells
left.width = Cm(5.5); right.width = Cm(12.5)

def head(cell, text):
    p = cell.add_paragraph(); rr = p.add_run(text.upper()); rr.bold = True
    rr.font.color.rgb = RGBColor(0x0B, 0x4F, 0x6C); rr.font.size = Pt(11)

def line(cell, text, bold=False, italic=False):
    p = cell.add_paragraph(); rr = p.add_run(text); rr.bold = bold; rr.italic = italic
    return p

def bullet(cell, text):
    cell.add_paragraph("• " + text)

left.paragraphs[0].text = "CONTACT"
left.paragraphs[0].runs[0].bold = True
line(left, "nnenna.ugwuanyi@outlook.com")
line(left, "+44 7700 900 318")
line(left, "linkedin.com/in/nnenna-ugwuanyi")
head(left, "Systems & standards")
for s in ["Medidata Rave EDC", "Oracle InForm", "Veeva Vault CDMS", "SAS (Base, listings)",
          "CDISC CDASH / SDTM", "MedDRA & WHODrug coding", "Spotfire", "Python (basic)"]:
    line(left, s)
head(left, "Certifications")
line(left, "Certified Clinical Data Manager (CCDM), SCDM, 2022")
line(left, "ICH-GCP E6(R3) refresher, 2025")
head(left, "Awards")
line(left, "IQVIA Quality Champion award, 2023")
head(left, "Languages")
line(left, "English, Igbo, Yoruba (conversational)")

right.paragraphs[0].text = "PROFILE"
right.paragraphs[0].runs[0].bold = True
line(right, "Clinical data management professional with nine years across phase I–III oncology and "
            "vaccine studies at two global CROs. I run database builds, data cleaning and database "
            "lock end to end and line-manage a small team of data managers.")
head(right, "Experience")
line(right, "IQVIA — Clinical Data Management, Reading UK", bold=True)
line(right, "Senior Clinical Data Manager   Mar 2024 – Present", italic=True)
bullet(right, "Lead data manager for a 38-site phase III oncology programme sponsored by AstraZeneca; "
              "owned the Data Management Plan and delivered database lock 9 days ahead of plan.")
bullet(right, "Line manager for 4 clinical data managers (hiring, objectives, annual reviews).")
line(right, "Clinical Data Manager   Jan 2021 – Feb 2024", italic=True)
bullet(right, "Built and validated Medidata Rave eCRFs and edit checks for 6 studies; ran UAT with sponsor teams, including Pfizer vaccine studies.")
bullet(right, "Reconciled SAE and external vendor data (central lab, ePRO) and produced SDTM-ready transfers.")
line(right, "Parexel International — Leeds UK", bold=True)
line(right, "Clinical Data Associate   09/2017 – 12/2020", italic=True)
bullet(right, "Query management, medical coding (MedDRA, WHODrug) and data review listings in SAS for phase I/II studies in Oracle InForm.")
line(right, "GSK (GlaxoSmithKline) — Stevenage UK", bold=True)
line(right, "Clinical Operations Summer Intern   summer 2016", italic=True)
bullet(right, "Supported trial master file reconciliation for a respiratory phase II study.")
head(right, "Education")
line(right, "MSc Health Data Science (part-time, online) — University of Manchester, 2025 – present (expected 2027)")
line(right, "MSc Clinical Research — Queen Mary University of London, 2016 – 2017")
line(right, "BSc Biochemistry — University of Lagos, 2011 – 2015")
doc.save(OUT)
print("wrote", OUT)
