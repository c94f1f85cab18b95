"""Builds cvs/Tax_Manager_CV_2026.docx (Hemant Oberoi; name only in the page header)."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "Tax_Manager_CV_2026.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
hdr = d.sections[0].header.paragraphs[0]
hdr.text = "HEMANT OBEROI  |  Chartered Accountant  |  Gurugram, India  |  +91 98110 47236  |  hemant.oberoi.ca@gmail.com"
hdr.alignment = WD_ALIGN_PARAGRAPH.CENTER

d.add_heading("Curriculum Vitae", level=1)
d.add_paragraph("Tax Manager, International Tax & Transfer Pricing. Chartered Accountant with 11 years in corporate and "
                "international tax at two Big Four firms, advising Indian subsidiaries of multinational groups on "
                "transfer pricing, permanent establishment and withholding-tax positions. I manage a team of six "
                "consultants and review filings before partner sign-off.")

d.add_heading("Professional Experience", level=2)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["Period", "Firm / Role", "What I did"]):
    c.text = h
rows = [
    ("04/2022 - today", "Deloitte Touche Tohmatsu India LLP, Gurugram — Tax Manager, International Tax",
     "Manage a team of six consultants; lead transfer pricing documentation and benchmarking for 20+ "
     "inbound multinational clients; defend TP positions before the Transfer Pricing Officer and DRP."),
    ("10/2019 - 03/2022", "Deloitte Touche Tohmatsu India LLP, Gurugram — Assistant Manager, International Tax",
     "Prepared Form 3CEB reports and master-file/local-file documentation; Advance Pricing Agreement "
     "support for two automotive groups."),
    ("07/2015 - 09/2019", "EY Global Delivery Services (Ernst & Young), Bengaluru — Tax Senior (from 2017), Tax Analyst",
     "Corporate income-tax compliance for US and UK entities; ASC 740 tax provisions; OneSource and "
     "Excel-based provision models."),
    ("2012 - 2015", "Suri & Associates, Chartered Accountants, New Delhi — Articled Assistant (CA articleship)",
     "Statutory audits and income-tax returns for SMEs."),
]
for r in rows:
    cells = t.add_row().cells
    for c, v in zip(cells, r):
        c.text = v

d.add_heading("Selected engagements (clients, not employers)", level=2)
for s in ["Amazon Seller Services Pvt Ltd — transfer pricing benchmarking for marketplace support services (Deloitte, 2023)",
          "A Japanese automotive group — bilateral APA with India and Japan (Deloitte, 2021)",
          "Walmart-owned retailer — ASC 740 provision review (EY GDS, 2018)"]:
    d.add_paragraph(s, style="List Bullet")

d.add_heading("Education & Qualifications", level=2)
e = d.add_table(rows=1, cols=3); e.style = "Table Grid"
for c, h in zip(e.rows[0].cells, ["Years", "Institution", "Qualification"]):
    c.text = h
for r in [("2021 - 2022", "Vrije Universiteit Amsterdam (online)", "Executive LL.M. International Tax Law — not completed (withdrew after first year)"),
          ("2015", "The Institute of Chartered Accountants of India (ICAI)", "Chartered Accountant (CA), All-India Rank 38"),
          ("2009 - 2012", "Shri Ram College of Commerce, University of Delhi", "B.Com (Hons)")]:
    cells = e.add_row().cells
    for c, v in zip(cells, r):
        c.text = v

d.add_heading("Skills", level=2)
d.add_paragraph("Transfer pricing (TNMM, CUP), international tax, DTAA analysis, ASC 740 / Ind AS 12, Form 3CEB, "
                "OneSource, SAP FI, Alteryx, Power BI. Also: Python (self-taught, personal projects).")
d.add_paragraph("Languages: English, Hindi, Punjabi.")
d.save(OUT)
print("wrote", OUT)
