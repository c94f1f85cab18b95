"""Build cvs/Maeve_Lindgren_CV.docx (paragraphs only, no tables)."""
from docx import Document
from docx.shared import Pt
import os
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
def h(t):
    p = d.add_paragraph(); r = p.add_run(t.upper()); r.bold = True; r.font.size = Pt(12)
def job(head, dates):
    p = d.add_paragraph(); r = p.add_run(head); r.bold = True; p.add_run("\t" + dates)
def b(t):
    d.add_paragraph(t, style="List Bullet")
p = d.add_paragraph(); r = p.add_run("Maeve Lindgren"); r.bold = True; r.font.size = Pt(20)
d.add_paragraph("Senior Category Manager, Fresh | Amsterdam, Netherlands | maeve.lindgren@outlook.com | +31 6 4170 2288")
h("Summary")
d.add_paragraph("Commercial category lead with close to ten years in grocery buying and category management, first in a UK supermarket chain and now at an app-only grocery delivery company. I negotiate supplier terms, build ranges around customer data and run weekly promotions planning with the data team. Comfortable owning a P&L of around EUR 90m and leading a small team.")
h("Experience")
job("Picnic Technologies, Amsterdam - Senior Category Manager, Fresh Produce & Bakery", "04/2022 - today")
b("Own the fresh produce and bakery categories for the Dutch and German markets; annual turnover about EUR 90m.")
b("Line-manage two category analysts and one junior buyer; hire and coach the team.")
b("Renegotiated terms with the top 15 growers, improving front margin by 2.1 points while cutting waste through next-day ordering forecasts built with the data team in SQL and Looker.")
job("Tesco PLC, Welwyn Garden City - Buyer, Chilled Convenience", "Apr 2019 - Mar 2022")
b("Bought ready meals and chilled snacking for 2,400 UK stores; led the 2020 range review during the pandemic demand spike.")
b("Launched 38 own-label lines with supplier partners, tracked with Power BI dashboards.")
job("Tesco PLC - Assistant Buyer, Chilled Convenience", "Jan 2017 - Mar 2019")
b("Supported the buyer on supplier negotiations, promotional calendars and cost-price increase reviews.")
job("Unilever UK - Supply Chain Summer Placement", "summer 2016")
b("Ten-week placement analysing promotional forecast accuracy for ice cream brands.")
h("Education")
d.add_paragraph("Warwick Business School, University of Warwick - Executive MBA (distance learning, part-time), 2024 - present")
d.add_paragraph("University of Leeds - BA (Hons) Business Management, 2:1, 2013 - 2016")
h("Other")
d.add_paragraph("Speaker, World Retail Congress 2024 (panel on quick commerce margins).")
d.add_paragraph("CIPS Level 4 Diploma in Procurement and Supply, 2018.")
d.add_paragraph("Tools: Excel (advanced), SQL, Looker, Power BI, SAP Retail. Languages: English (native), Swedish (fluent), Dutch (B1).")
out = os.path.join(os.path.dirname(__file__), "..", "..", "cvs", "Maeve_Lindgren_CV.docx")
d.save(out); print("saved", out)
