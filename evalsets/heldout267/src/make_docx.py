"""Builds cvs/Aurelia_Montcalm_Revenue.docx (English CV with tables)."""
from docx import Document
from docx.shared import Pt
import os
here = os.path.dirname(os.path.abspath(__file__))
out = os.path.join(here, "..", "cvs", "Aurelia_Montcalm_Revenue.docx")
d = Document()
d.styles["Normal"].font.name = "Calibri"
d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("Aurelia Montcalm", 0)
d.add_paragraph("Cluster Revenue Manager | Shanghai | aurelia.montcalm@gmail.com | +86 135 6402 8817")
d.add_heading("Summary", 1)
d.add_paragraph("Hotel revenue management professional with more than nine years in full-service and luxury hotels "
                "across Hong Kong and Shanghai. I own pricing, forecasting and channel strategy for a two-hotel "
                "cluster and lead a team of three revenue analysts.")
d.add_heading("Professional Experience", 1)
t = d.add_table(rows=1, cols=3)
t.style = "Table Grid"
h = t.rows[0].cells
h[0].text, h[1].text, h[2].text = "Period", "Employer / Role", "Highlights"
rows = [
 ("01/2023 - today", "Marriott International — Cluster Revenue Manager, JW Marriott Hotel Shanghai at Tomorrow Square & Shanghai Marriott Hotel City Centre",
  "Promoted to run revenue for both hotels; lead a team of three revenue analysts. Set group and transient pricing strategy in IDeaS G3 RMS; cluster RevPAR index up 7 points in 2024."),
 ("03/2021 - 12/2022", "Marriott International — Revenue Manager, JW Marriott Hotel Shanghai at Tomorrow Square",
  "Moved the hotel onto IDeaS G3; wrote SQL queries against the Opera data warehouse to build a weekly pickup and displacement report in Power BI."),
 ("07/2017 - 02/2021", "Hilton — Assistant Revenue Manager, Conrad Hong Kong",
  "Daily rate loading and forecasting with Opera PMS and SynXis; managed OTA channel parity during the 2019 and 2020 demand shocks."),
 ("summer 2015", "Four Seasons Hotel Singapore — Front Office Intern",
  "Check-in, upselling and guest-relations rotation (10 weeks)."),
]
for r in rows:
    c = t.add_row().cells
    for i, v in enumerate(r):
        c[i].text = v
d.add_heading("Education", 1)
t2 = d.add_table(rows=1, cols=3)
t2.style = "Table Grid"
h = t2.rows[0].cells
h[0].text, h[1].text, h[2].text = "Years", "School", "Degree"
for r in [("2013 - 2017", "École hôtelière de Lausanne (EHL), Switzerland", "Bachelor of Science in International Hospitality Management")]:
    c = t2.add_row().cells
    for i, v in enumerate(r):
        c[i].text = v
d.add_heading("Certifications & Recognition", 1)
d.add_paragraph("Certified Revenue Management Executive (CRME), HSMAI, 2019")
d.add_paragraph("Speaker, HSMAI ROC Asia Pacific conference, Singapore, 2024")
d.add_paragraph("Hilton Asia Pacific Revenue Leader of the Year (Assistant level), 2019")
d.add_heading("Skills", 1)
d.add_paragraph("Revenue systems: IDeaS G3 RMS, Duetto, Opera PMS, SynXis CRS")
d.add_paragraph("Analytics: Excel (advanced), Power BI, SQL, Python (pandas)")
d.add_paragraph("Languages: French (native), English (fluent), Mandarin (intermediate)")
d.save(out)
print("wrote", out)
