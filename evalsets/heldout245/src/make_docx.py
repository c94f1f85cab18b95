"""Builds cvs/Felix_Oberhuber_Resume.docx (English, paragraphs only, no tables)."""
from docx import Document
from docx.shared import Pt
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "Felix_Oberhuber_Resume.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

def p(text, bold=False, size=None, italic=False):
    para = d.add_paragraph()
    r = para.add_run(text); r.bold = bold; r.italic = italic
    if size: r.font.size = Pt(size)
    return para

def bullet(text):
    d.add_paragraph(text, style="List Bullet")

p("FELIX OBERHUBER", bold=True, size=18)
p("Stuttgart, Germany · felix.oberhuber@posteo.de · +49 170 482 9931")
p("Corporate strategy executive, former management consultant. Eleven-plus years across strategy consulting and automotive corporate strategy: portfolio decisions, electrification roadmaps, partnerships and M&A screening.", italic=True)

p("PROFESSIONAL EXPERIENCE", bold=True, size=12)
p("Mercedes-Benz Group AG, Stuttgart", bold=True)
p("Director, Corporate Strategy — since 10/2023")
bullet("Lead a team of six strategy managers preparing the Board of Management's annual strategy review and the mid-term product portfolio plan.")
bullet("Own the battery-sourcing and cell-partnership workstream; prepared the business case for the Board decision on a second European cell supplier.")
p("Senior Manager, Corporate Strategy — 04/2021 to 09/2023")
bullet("Built the scenario model for the electric-only passenger car roadmap (market share, margin and capex by region), used in three Board strategy sessions.")
bullet("Screened software and charging start-ups as acquisition or partnership targets; two investments closed.")

p("McKinsey & Company, Munich office", bold=True)
p("Engagement Manager — 2017 to 03/2021")
bullet("Led teams of three to five consultants on post-merger integration, procurement cost-down and go-to-market studies for automotive and industrial clients, among them Volkswagen Group, Continental and Robert Bosch GmbH.")
bullet("Served Daimler Truck on a North American aftersales pricing study (client engagement, 2019).")
p("Associate — 09/2014 to 2016")
bullet("Operations and strategy studies in the Automotive & Assembly practice; built Excel and Python cost models for OEM procurement benchmarks.")

p("BMW Group, Munich", bold=True)
p("Intern, Purchasing and Supplier Network — summer 2011")
bullet("Analysed supplier price-index clauses for interior components.")

p("EDUCATION", bold=True, size=12)
p("INSEAD, Fontainebleau — MBA, 2013 – 2014")
p("Ludwig-Maximilians-Universität München (LMU Munich) — doctoral studies in economics, 2011 – 2013, left without completing the degree to join INSEAD")
p("University of Mannheim — B.Sc. Business Administration, 2008 – 2011")

p("ADDITIONAL", bold=True, size=12)
p("Panel speaker, Automobilwoche Kongress 2024 (\"Strategy after the EV hype\").")
p("Languages: German (native), English (fluent), French (professional).")
p("Tools: Excel financial modelling, PowerPoint, Python (pandas) for scenario models, Tableau.")
d.save(OUT)
print("wrote", OUT)
