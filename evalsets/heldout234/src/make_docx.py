"""Builds cvs/Leona_Barkworth_Resume.docx (English, experience in a table)."""
from docx import Document
from docx.shared import Pt
import os
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
d.add_heading("Leona Barkworth", level=0)
d.add_paragraph("Senior Supply Planner  |  Shenzhen, China  |  leona.barkworth@gmail.com  |  +86 135 1042 7789")
d.add_heading("Profile", level=1)
d.add_paragraph("Supply and demand planner with nine years in consumer-electronics supply chains, from EMS "
                "material planning to S&OP for a global charging and smart-home brand. Comfortable owning "
                "the monthly supply plan end to end across contract manufacturers in Guangdong and Vietnam.")
d.add_heading("Experience", level=1)
rows = [
    ("Dates", "Employer / Role", "What I did"),
    ("04/2022 - today", "Anker Innovations (Shenzhen)\nSenior Supply Planner, Charging BU",
     "Own the 18-month constrained supply plan for power banks and GaN chargers in Kinaxis RapidResponse; "
     "run the weekly supply review with 6 contract manufacturers; cut excess inventory by USD 4.2M in FY2024."),
    ("07/2017 - 03/2022", "Flex Ltd. (Zhuhai site)\nMaterial Planner, later Senior Material Planner",
     "MRP runs in SAP APO for wearables and smart-speaker programmes of consumer-electronics customers; "
     "shortage management and allocation of constrained ICs during the 2021 chip shortage."),
    ("summer 2016", "Jabil (Guangzhou)\nSupply Chain Intern",
     "Cleaned BOM and lead-time master data for a printer customer."),
]
t = d.add_table(rows=len(rows), cols=3); t.style = "Table Grid"
for i, r in enumerate(rows):
    for j, v in enumerate(r):
        t.cell(i, j).text = v
d.add_heading("Education", level=1)
d.add_paragraph("MBA (part-time), China Europe International Business School (CEIBS), Shanghai - 2025 to present, expected 2027")
d.add_paragraph("BSc (Hons) Logistics and Supply Chain Management, Cardiff University, UK - 2014-2017")
d.add_heading("Certifications", level=1)
d.add_paragraph("APICS CPIM (Certified in Planning and Inventory Management), 2019")
d.add_heading("Skills", level=1)
d.add_paragraph("Kinaxis RapidResponse, SAP APO / S/4HANA, S&OP, Excel (Power Query), Tableau, Python, SQL")
d.add_paragraph("Languages: English (native), Mandarin (HSK 5)")
out = os.path.join(os.path.dirname(__file__), "..", "cvs", "Leona_Barkworth_Resume.docx")
d.save(out); print("saved", out)
