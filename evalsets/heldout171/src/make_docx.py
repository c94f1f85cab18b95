from docx import Document
from docx.shared import Pt
d = Document()
d.add_heading("Daniela Moretti", 0)
d.add_paragraph("Supply Planning | S&OP | Demand Planning")
d.add_paragraph("Via Vigevano 18, 20144 Milano, Italy  ·  +39 347 582 1193  ·  d.moretti.scm@outlook.it")
d.add_heading("Profile", 1)
d.add_paragraph("Supply chain planner with experience in fast-moving consumer goods, currently "
                "running supply planning for sparkling soft drinks in Italy. Comfortable between "
                "factory scheduling, co-packers and the monthly S&OP cycle.")
d.add_heading("Professional Experience", 1)
jobs = [
    [("Employer", "Coca-Cola HBC Italia (Coca-Cola Hellenic Bottling Company)"),
     ("Role", "Senior Supply Planner (since 01/2025); Supply Planner 03/2022 – 12/2024"),
     ("Dates", "03/2022 - today"),
     ("Location", "Sesto San Giovanni (MI)"),
     ("Responsibilities", "Own the 18-month supply plan for the Nogara and Marcianise plants; lead the "
      "supply step of the monthly S&OP; coordinate two junior planners; migrated the mid-term "
      "plan from Excel to SAP IBP in 2023.")],
    [("Employer", "Barilla G. e R. Fratelli S.p.A."),
     ("Role", "Demand Planning Analyst"),
     ("Dates", "10/2019 - 02/2022"),
     ("Location", "Parma"),
     ("Responsibilities", "Statistical forecasting for the dry pasta category in SAP APO; "
      "forecast accuracy reporting in Power BI; promo uplift analysis with Python (pandas).")],
    [("Employer", "HEINEKEN Italia"),
     ("Role", "Supply Chain Intern"),
     ("Dates", "06/2019 - 09/2019"),
     ("Location", "Milano"),
     ("Responsibilities", "Analysed keg return rates for the on-trade channel; built an Excel "
      "model for returnable packaging stock.")],
]
for job in jobs:
    t = d.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    for k, v in job:
        r = t.add_row().cells
        r[0].text = k
        r[1].text = v
    d.add_paragraph("")
d.add_heading("Education", 1)
t = d.add_table(rows=1, cols=3)
t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["Dates", "Degree", "School"]):
    c.text = h
for row in [("2024 – present", "Executive MBA (part-time, weekend format)", "SDA Bocconi School of Management, Milano"),
            ("2017 – 2019", "MSc Management Engineering (Supply Chain track)", "Politecnico di Milano"),
            ("2014 – 2017", "BSc Economics and Management", "Università di Bologna")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v
d.add_heading("Certifications", 1)
d.add_paragraph("APICS CPIM (Certified in Planning and Inventory Management), 2021")
d.add_heading("Skills", 1)
d.add_paragraph("SAP IBP, SAP APO, Kinaxis RapidResponse, o9 Solutions, Power BI, Python, SQL, Excel (advanced)")
d.add_paragraph("Languages: Italian (native), English (C1), Spanish (B1)")
d.save("../cvs/Daniela_Moretti_CV.docx")
