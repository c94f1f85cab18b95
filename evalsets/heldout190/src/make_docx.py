"""Builds cvs/lakshmi_parthasarathy_cv.docx: English CV, two columns made with a 1x2 table."""
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs" / "lakshmi_parthasarathy_cv.docx"
doc = Document()
for s in doc.sections:
    s.left_margin = s.right_margin = Cm(1.5)
    s.top_margin = s.bottom_margin = Cm(1.5)
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10)

h = doc.add_paragraph(); r = h.add_run("LAKSHMI PARTHASARATHY"); r.bold = True; r.font.size = Pt(20)
doc.add_paragraph("Credit Card Product Lead | Singapore | +65 9123 4870 | lakshmi.p.cards@outlook.com")

t = doc.add_table(rows=1, cols=2)
left, right = t.rows[0].cells
left.width = Cm(6); right.width = Cm(12)

def head(cell, text, first=False):
    p = cell.paragraphs[0] if first else cell.add_paragraph()
    r = p.add_run(text); r.bold = True; r.font.size = Pt(12); r.font.color.rgb = RGBColor(0x1F, 0x4E, 0x79)

def para(cell, text, bold=False, italic=False):
    p = cell.add_paragraph(); r = p.add_run(text); r.bold = bold; r.italic = italic
    return p

head(left, "EDUCATION", first=True)
para(left, "Singapore Management University", bold=True)
para(left, "MBA (part-time, weekend programme), 2017 – 2019")
para(left, "University of Delhi – Shri Ram College of Commerce", bold=True)
para(left, "B.Com (Honours), 2008 – 2011")
head(left, "SKILLS")
para(left, "SQL, Tableau, Jira, Confluence")
para(left, "P&L modelling, pricing, card scheme rules (Visa, Mastercard)")
para(left, "Python (online coursework)")
head(left, "CERTIFICATIONS")
para(left, "Certified Scrum Product Owner (CSPO), 2020")
head(left, "LANGUAGES")
para(left, "English, Tamil, Hindi")

head(right, "EXPERIENCE", first=True)
para(right, "DBS Bank – Consumer Banking Group, Cards & Unsecured Loans", bold=True)
para(right, "Vice President, Credit Card Products | 04/2022 - today", italic=True)
para(right, "Own the P&L of the rewards and cashback credit card portfolio (1.1M cards in force). I manage a team of 4 product managers and run the quarterly pricing committee. Launched a co-brand card with partner Cold Storage and migrated card-linked offers to a new rewards engine.")
para(right, "Assistant Vice President, Card Acquisition | 07/2019 - 03/2022", italic=True)
para(right, "Ran digital acquisition for credit cards; cut approval time from 3 days to 15 minutes together with the risk team; built Tableau dashboards on SQL for the funnel.")
para(right, "American Express – Singapore", bold=True)
para(right, "Manager, Card Rewards & Loyalty | Mar 2015 – Jun 2019", italic=True)
para(right, "Managed Membership Rewards partner programmes for consumer charge and credit cards in Singapore and Malaysia.")
para(right, "Accenture – Singapore", bold=True)
para(right, "Consultant, Financial Services Strategy | Jul 2011 – Feb 2015", italic=True)
para(right, "Management consulting for retail banks in South-East Asia; clients included Citibank and OCBC Bank (card portfolio reviews, branch network studies).")
head(right, "AWARDS")
para(right, "The Asian Banker – Best Credit Card Initiative (team award), 2023")

doc.save(OUT)
print("wrote", OUT)
