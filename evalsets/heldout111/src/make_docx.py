"""Builds cvs/Siobhan_Redmayne_CV.docx (one table per job)."""
from docx import Document
from docx.shared import Pt

doc = Document()
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
doc.add_heading("Siobhan Redmayne", 0)
doc.add_paragraph("Tax Manager, EMEA Indirect Tax | Dublin, Ireland | +353 87 412 6630 | siobhan.redmayne@gmail.com")
doc.add_paragraph("Chartered Accountant and Chartered Tax Adviser with twelve years in corporate and indirect "
                  "tax, first in Big Four advisory and now in-house at a fintech scale-up.")

doc.add_heading("Professional Experience", 1)
jobs = [
    ("Stripe (Stripe Payments Europe Ltd), Dublin", [
        ("Role", "Tax Manager, EMEA Indirect Tax"),
        ("Dates", "Jul 2021 – Present"),
        ("Scope", "Own VAT/GST compliance for 30+ EMEA entities; manage a team of two tax analysts; "
                  "lead the OSS/IOSS registration programme for new markets."),
        ("Tools", "SQL on Snowflake for VAT reconciliations, Alteryx workflows, Vertex O Series"),
    ]),
    ("Stripe (Stripe Payments Europe Ltd), Dublin", [
        ("Role", "Senior Tax Analyst"),
        ("Dates", "Jan 2019 – Jun 2021"),
        ("Scope", "Built the first automated VAT return process for Ireland and the UK; supported the "
                  "Irish corporation tax return and transfer-pricing documentation."),
    ]),
    ("KPMG Ireland, Dublin", [
        ("Role", "Tax Senior, Corporate Tax"),
        ("Dates", "09/2016 – 12/2018"),
        ("Scope", "Ran corporation tax compliance and R&D tax credit claims for multinational technology "
                  "clients, including the Irish entities of Salesforce and Workday."),
    ]),
    ("KPMG Ireland, Dublin", [
        ("Role", "Tax Associate (ACA trainee)"),
        ("Dates", "09/2014 – 08/2016"),
        ("Scope", "Prepared corporation tax computations and VAT returns; passed CAP2 and FAE exams."),
    ]),
    ("KPMG Ireland, Dublin", [
        ("Role", "Summer Tax Intern"),
        ("Dates", "summer 2012"),
        ("Scope", "Supported the private client tax team with income tax returns."),
    ]),
]
for company, rows in jobs:
    p = doc.add_paragraph(); r = p.add_run(company); r.bold = True
    t = doc.add_table(rows=0, cols=2); t.style = "Table Grid"
    for k, v in rows:
        c = t.add_row().cells; c[0].text = k; c[1].text = v

doc.add_heading("Education", 1)
doc.add_paragraph("Master of Accounting (MAcc), UCD Michael Smurfit Graduate Business School, 2013 – 2014")
doc.add_paragraph("Bachelor of Commerce (BComm), University College Dublin, 2009 – 2013")

doc.add_heading("Professional Qualifications", 1)
doc.add_paragraph("Chartered Accountant (ACA), Chartered Accountants Ireland, 2017")
doc.add_paragraph("Chartered Tax Adviser (CTA), Irish Tax Institute, 2018")

doc.add_heading("Skills", 1)
doc.add_paragraph("Irish and UK corporation tax, EU VAT, transfer pricing; Excel, Alteryx, SQL, Power BI, SAP S/4HANA, Vertex O Series")

doc.add_heading("Other", 1)
doc.add_paragraph("Speaker, Irish Tax Institute Annual Conference 2023 (\"VAT in embedded finance\")")
doc.save("../cvs/Siobhan_Redmayne_CV.docx")
