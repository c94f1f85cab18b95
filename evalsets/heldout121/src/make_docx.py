"""Builds cvs/solene_delacourt.docx (English, one Heading 2 sub-heading per job)."""
from docx import Document
from docx.shared import Pt

d = Document()
d.add_heading("Solène Delacourt", level=0)
d.add_paragraph("Revenue strategy for full-service and lifestyle hotels | Paris, France | "
                "solene.delacourt@gmail.com | +33 6 41 27 88 09")

d.add_heading("Profile", level=1)
d.add_paragraph("Hotel revenue leader with more than a decade in hospitality, from the front desk "
                "to multi-property revenue strategy. I price rooms, meeting space and F&B packages "
                "with IDeaS G3 RMS and Duetto, build forecasts in Excel and Power BI, and coach "
                "property teams on displacement analysis and channel mix.")

d.add_heading("Experience", level=1)

d.add_heading("Marriott International — Area Director of Revenue Strategy, Paris (Apr 2024 – present)", level=2)
d.add_paragraph("Revenue strategy for six Marriott and Sheraton hotels in Greater Paris (1,900 rooms). "
                "I manage a team of four revenue analysts and report to the VP Revenue Strategy, Europe.")
d.add_paragraph("Led the transition of the cluster from IDeaS G3 RMS to the group pricing platform; "
                "RevPAR index up 6.2 points in 2025.", style="List Bullet")

d.add_heading("Marriott International — Cluster Revenue Manager, Paris (Mar 2021 – Mar 2024)", level=2)
d.add_paragraph("Owned pricing, forecasting and group displacement for Sheraton Paris Airport and "
                "Le Méridien Etoile during the post-Covid recovery.", style="List Bullet")
d.add_paragraph("Rebuilt the Olympic Games 2024 demand calendar and length-of-stay restrictions.", style="List Bullet")

d.add_heading("Accor — Revenue Manager, Novotel London Tower Bridge (06/2017 – 02/2021)", level=2)
d.add_paragraph("Single-property revenue management with Duetto; weekly pricing calls with sales and "
                "front office; moved the hotel from BAR-only to open pricing.", style="List Bullet")

d.add_heading("Hilton — Reservations Agent, Hilton Paris Opera (09/2015 – 05/2017)", level=2)
d.add_paragraph("Reservations and group blocks in Opera PMS; covered night audit twice a week.", style="List Bullet")

d.add_heading("Education", level=1)
d.add_paragraph("ESSEC Business School — Executive MBA (weekend format), 2024 – present, expected 2027")
d.add_paragraph("EHL Hospitality Business School (Ecole hôtelière de Lausanne) — Bachelor of Science "
                "in International Hospitality Management, 2011 – 2015; six-month internship at "
                "Sofitel Paris Le Faubourg (Accor), 2014")

d.add_heading("Certifications & languages", level=1)
d.add_paragraph("Certified Revenue Management Executive (CRME), HSMAI, 2019")
d.add_paragraph("French (native), English (fluent), Spanish (working)")

d.save("../cvs/solene_delacourt.docx")
