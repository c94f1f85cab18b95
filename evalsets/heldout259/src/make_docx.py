"""Builds cvs/shreya_kothandaraman_resume.docx: a two-column table layout (left sidebar, right main)."""
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.oxml.ns import qn
from docx.oxml import OxmlElement
import pathlib

OUT = pathlib.Path(__file__).resolve().parent.parent / "cvs" / "shreya_kothandaraman_resume.docx"
doc = Document()
for s in doc.sections:
    s.left_margin = s.right_margin = Cm(1.5)
    s.top_margin = s.bottom_margin = Cm(1.5)
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10)

def shade(cell, hexcolor):
    tcPr = cell._tc.get_or_add_tcPr()
    shd = OxmlElement("w:shd"); shd.set(qn("w:val"), "clear"); shd.set(qn("w:color"), "auto"); shd.set(qn("w:fill"), hexcolor)
    tcPr.append(shd)

def para(cell, text, bold=False, size=None, color=None, italic=False, first=False):
    p = cell.paragraphs[0] if first else cell.add_paragraph()
    r = p.add_run(text); r.bold = bold; r.italic = italic
    if size: r.font.size = Pt(size)
    if color: r.font.color.rgb = RGBColor.from_string(color)
    p.paragraph_format.space_after = Pt(2)
    return p

def heading(cell, text):
    para(cell, text.upper(), bold=True, size=11, color="0B5394")

t = doc.add_table(rows=1, cols=2)
t.autofit = False
left, right = t.rows[0].cells
left.width = Cm(5.8); right.width = Cm(12.2)
shade(left, "EAF1FB")

para(left, "SHREYA KOTHANDARAMAN", bold=True, size=15, color="0B5394", first=True)
para(left, "FSA, CERA")
para(left, "Hong Kong SAR")
para(left, "+852 9471 3308")
para(left, "shreya.kothandaraman@outlook.com")
heading(left, "Education")
para(left, "Georgia Institute of Technology", bold=True)
para(left, "M.S. in Analytics (online, part-time), Jan 2024 – expected Dec 2027")
para(left, "London School of Economics and Political Science", bold=True)
para(left, "B.Sc. Actuarial Science, First Class Honours, 2014 – 2017")
heading(left, "Credentials")
para(left, "Fellow of the Society of Actuaries (FSA), 2021")
para(left, "Chartered Enterprise Risk Analyst (CERA), 2022")
heading(left, "Technical")
para(left, "Prophet, AXIS, R, Python, SQL, Excel/VBA, Power BI, Tableau, SAS")
heading(left, "Languages")
para(left, "English, Tamil, Hindi, basic Cantonese")

para(right, "Valuation actuary with 9+ years across reinsurance and life insurance in Asia; IFRS 17 implementation, "
            "reserving and experience studies for traditional and unit-linked life business.", italic=True, first=True)
heading(right, "Professional Experience")
para(right, "AIA Group — AIA International Limited, Hong Kong", bold=True)
para(right, "Manager, Actuarial Valuation | 04/2022 - today")
for b in [
    "Manage a team of three actuarial analysts producing quarterly IFRS 17 and HKRBC valuations for the Hong Kong and Macau life book.",
    "Own the CSM roll-forward and analysis of change; reduced the quarterly close from 12 to 8 working days by moving reconciliations from Excel to Python and SQL.",
    "Lead annual mortality and lapse experience studies; present assumption changes to the Chief Actuary and audit committee.",
]:
    para(right, "• " + b)
para(right, "Swiss Re — Swiss Reinsurance Company Ltd, Singapore Branch", bold=True)
para(right, "Actuarial Analyst, then Senior Actuarial Analyst (from 2020) | 07/2017 - 03/2022")
for b in [
    "Priced mortality and critical-illness treaties for cedants in Southeast Asia; built experience-rating tools in R.",
    "Ran Prophet models for Solvency II and SST reporting of the Asia life & health portfolio.",
    "Part of the IFRS 17 transition project team (2019 – 2021): data mapping and parallel runs.",
]:
    para(right, "• " + b)
para(right, "Milliman, London", bold=True)
para(right, "Actuarial Summer Intern, Life Consulting | Jun 2016 – Aug 2016")
para(right, "• Assisted on embedded-value reviews for UK insurers; clients included Aviva and Legal & General.")
heading(right, "Other")
para(right, "Speaker, SOA Asia Pacific Annual Symposium 2024: \"IFRS 17 CSM release patterns in practice\".")
para(right, "Volunteer exam grader, Society of Actuaries (2022 – 2024).")

OUT.parent.mkdir(exist_ok=True)
doc.save(OUT)
print("wrote", OUT)
