"""Build cvs/Fintan_Hegarty_CV.docx: English CV, one table per job."""
from docx import Document
from docx.shared import Pt
import sys
out = sys.argv[1]
doc = Document()
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
doc.add_heading("Fintan Hegarty", level=0)
doc.add_paragraph("Tax Manager, International Corporate Tax | Dublin, Ireland | fintan.hegarty@protonmail.com | +353 87 555 2194")
doc.add_heading("Profile", level=1)
doc.add_paragraph(
    "Chartered Tax Adviser with eleven years in Irish and international corporate tax, first at the "
    "Irish Revenue Commissioners and since 2019 at KPMG in Dublin. I advise multinational groups on "
    "transfer pricing, Pillar Two readiness and R&D tax credit claims, and I line-manage a team of five "
    "consultants and senior consultants.")
doc.add_heading("Professional experience", level=1)
jobs = [
    ("KPMG Ireland, Dublin — Corporate Tax", "Tax Manager, International Tax", "04/2022 - today", [
        "Lead tax adviser on a portfolio of 14 multinational clients in technology, pharma and aviation leasing.",
        "Line-manage 5 consultants and senior consultants: hiring, reviews, weekly coaching.",
        "Ran Pillar Two (GloBE) impact assessments for 6 groups using Alteryx workflows and the OneSource Pillar Two module.",
        "Clients included Bank of Ireland, Ryanair and several US software groups (names confidential).",
    ]),
    ("KPMG Ireland, Dublin — Corporate Tax", "Senior Tax Consultant", "09/2019 - 03/2022", [
        "Prepared transfer pricing documentation (master file / local file) and benchmarking studies.",
        "Prepared corporation tax returns (CT1) and R&D tax credit claims for mid-sized Irish companies.",
    ]),
    ("Office of the Revenue Commissioners, Dublin", "Tax Officer, Large Corporates Division (graduate programme)", "09/2015 - 08/2019", [
        "Carried out risk reviews and compliance interventions on corporation tax and VAT returns of large cases.",
        "Built Excel VBA tools for case selection that the division still uses.",
    ]),
]
for org, title, dates, bullets in jobs:
    t = doc.add_table(rows=3, cols=2)
    t.style = "Table Grid"
    t.cell(0, 0).text = org
    t.cell(0, 1).text = dates
    t.cell(1, 0).merge(t.cell(1, 1)).text = title
    c = t.cell(2, 0).merge(t.cell(2, 1))
    c.text = "\n".join("• " + b for b in bullets)
    doc.add_paragraph("")
doc.add_heading("Education", level=1)
et = doc.add_table(rows=3, cols=3); et.style = "Table Grid"
rows = [("Trinity College Dublin", "BA (Mod.) Business, Economics and Social Studies", "2011 – 2015"),
        ("University College Dublin, Michael Smurfit Graduate Business School",
         "MSc in Accounting (part-time) — discontinued after year one", "2017 – 2018")]
et.cell(0, 0).text, et.cell(0, 1).text, et.cell(0, 2).text = "School", "Degree", "Years"
for i, r in enumerate(rows, 1):
    for j, v in enumerate(r):
        et.cell(i, j).text = v
doc.add_heading("Qualifications", level=1)
doc.add_paragraph("Chartered Tax Adviser (CTA), Irish Tax Institute, 2018")
doc.add_paragraph("ACCA — passed 9 of 13 papers")
doc.add_heading("Skills", level=1)
doc.add_paragraph("Transfer pricing, Pillar Two / GloBE, R&D tax credits, VAT; OneSource, Alteryx, Excel VBA, Power BI; "
                  "SAP FI (reading), Irish (conversational), Mandarin (HSK 3)")
doc.add_heading("Other", level=1)
doc.add_paragraph("Speaker, Irish Tax Institute Annual Conference 2024 (Pillar Two panel).")
doc.save(out)
