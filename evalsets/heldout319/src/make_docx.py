"""Builds cvs/ruth_ollerenshaw_cv.docx: one-page CV laid out as a two-column table
(left: contact, skills, certification, languages; right: profile, experience, education)."""
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.oxml.ns import qn
from docx.oxml import OxmlElement
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "ruth_ollerenshaw_cv.docx")
doc = Document()
sec = doc.sections[0]
sec.left_margin = sec.right_margin = Cm(1.5)
sec.top_margin = sec.bottom_margin = Cm(1.5)
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10)

t = doc.add_table(rows=1, cols=2)
t.autofit = False
left, right = t.rows[0].cells
left.width, right.width = Cm(5.5), Cm(12.5)
# shade left cell
tcPr = left._tc.get_or_add_tcPr()
shd = OxmlElement("w:shd"); shd.set(qn("w:val"), "clear"); shd.set(qn("w:fill"), "E8EEF4"); tcPr.append(shd)

def para(cell, text, bold=False, size=None, color=None, first=False):
    p = cell.paragraphs[0] if first else cell.add_paragraph()
    r = p.add_run(text); r.bold = bold
    if size: r.font.size = Pt(size)
    if color: r.font.color.rgb = RGBColor(*color)
    return p

def head(cell, text):
    para(cell, text.upper(), bold=True, size=11, color=(0x1F, 0x4E, 0x79))

para(left, "Ruth Ollerenshaw", bold=True, size=16, first=True)
para(left, "Senior Clinical Data Manager")
head(left, "Contact")
for s in ["Reading, Berkshire, UK", "+44 7700 900 412", "ruth.ollerenshaw@outlook.com"]:
    para(left, s)
head(left, "Skills")
for s in ["Medidata Rave EDC", "Oracle InForm", "Veeva Vault CDMS", "SAS Base (listings, edit checks)",
          "CDISC SDTM / CDASH", "MedDRA & WHODrug coding", "R (Coursera course, 2022)"]:
    para(left, s)
head(left, "Certification")
para(left, "Certified Clinical Data Manager (CCDM), Society for Clinical Data Management, 2020")
head(left, "Languages")
para(left, "English (native), Spanish (intermediate)")

para(right, "PROFILE", bold=True, size=11, color=(0x1F, 0x4E, 0x79), first=True)
para(right, "Clinical data manager with eleven years in contract research organisations, leading data "
            "management for Phase II–III oncology and respiratory trials from database build to lock.")
head(right, "Experience")
para(right, "IQVIA — Reading, UK", bold=True)
para(right, "Senior Clinical Data Manager, Apr 2024 – present")
para(right, "• Lead data manager on three global Phase III oncology studies (up to 1,400 patients); "
            "database lock within 4 weeks of last patient last visit.")
para(right, "• Line manage three Clinical Data Associates; run onboarding and Rave training for new starters.")
para(right, "Clinical Data Manager, Jun 2021 – Mar 2024")
para(right, "• Built Medidata Rave studies, wrote edit-check specifications and reviewed SAS listings; "
            "studies delivered for sponsors including AstraZeneca and GSK.")
para(right, "Parexel International — Uxbridge, UK", bold=True)
para(right, "Clinical Data Associate, 02/2018 – 05/2021")
para(right, "• Data cleaning, query management and MedDRA/WHODrug coding in Oracle InForm for respiratory trials.")
para(right, "Covance (now Labcorp Drug Development) — Harrogate, UK", bold=True)
para(right, "Clinical Data Assistant, 09/2015 – 01/2018")
para(right, "• Paper CRF entry, discrepancy tracking and SAE reconciliation.")
head(right, "Education")
para(right, "MSc Medical Statistics (distance learning), London School of Hygiene & Tropical Medicine, "
            "2019 – 2021 — discontinued after the first year")
para(right, "BSc (Hons) Biomedical Science, Sheffield Hallam University, 2012 – 2015")

doc.save(OUT)
print("wrote", OUT)
