"""Builds cvs/Itziar_Goikoetxea_Resume.docx (English, plain paragraphs)."""
from docx import Document
from docx.shared import Pt

d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

def p(text, bold=False, size=None):
    para = d.add_paragraph()
    r = para.add_run(text); r.bold = bold
    if size: r.font.size = Pt(size)
    return para

p("ITZIAR GOIKOETXEA", bold=True, size=18)
p("Senior Supply Planner · A Coruña, Spain · +34 612 448 901 · itziar.goikoetxea@gmail.com · linkedin.com/in/igoikoetxea")
p("PROFILE", bold=True, size=12)
p("Supply and demand planner with ten years in apparel retail and consulting. I have spent most of my career on "
  "the short-cycle side of fast fashion, where a buying decision made on Monday has to be on a shop floor two weeks "
  "later, and I enjoy the mix of statistics, negotiation with suppliers and very practical problem solving that this requires.")
p("EXPERIENCE", bold=True, size=12)
p("Inditex — Zara Woman, Arteixo (A Coruña)", bold=True)
p("Senior Supply Planner | 04/2022 - today")
p("I plan replenishment and in-season re-orders for Zara Woman knitwear and jersey across roughly 1,900 stores in Europe "
  "and the Americas, working daily with the buying team and with proximity suppliers in Portugal, Morocco and Turkey. "
  "I manage a team of three supply planners who report to me, and I run their objectives and yearly reviews.")
p("I rebuilt the in-season re-order model in Python (pandas, statsmodels) on top of SAP IBP data, which cut end-of-season "
  "markdown stock on my categories by about 11 % in two seasons, and I introduced a weekly supplier-capacity review that is now used across the Woman division.")
p("H&M Group, Stockholm", bold=True)
p("Demand & Supply Planner | Jun 2018 – Mar 2022")
p("Responsible for the demand forecast and purchase-order phasing of H&M Divided accessories for the Nordic and DACH markets. "
  "I moved the team's forecasting from spreadsheets to Blue Yonder (then JDA) demand planning and built the Power BI "
  "dashboards that buyers used to follow sell-through. I also spent six months of 2020 seconded to the COVID-19 crisis "
  "allocation cell, re-routing stock between closed and open markets.")
p("Accenture Strategy, Madrid", bold=True)
p("Supply Chain Analyst | Sep 2016 – May 2018")
p("Consultant in the retail supply chain practice. My main engagement was an inventory-allocation redesign for Primark "
  "(client), for which I wrote the store-clustering analysis in SQL and Excel/VBA; I also supported a warehouse network study for a Spanish grocery chain.")
p("Mango, Barcelona", bold=True)
p("Supply Chain Intern | summer 2015")
p("Summer internship in the logistics planning team; prepared weekly carrier performance reports.")
p("EDUCATION", bold=True, size=12)
p("IE Business School — Global Online MBA (part-time), 2024 – present, expected 2026/27")
p("Universidad de Deusto, Bilbao — BSc Industrial Technology Engineering, 2012 – 2016")
p("SKILLS", bold=True, size=12)
p("Planning: SAP IBP, Blue Yonder (JDA) Demand, S&OP, safety-stock and re-order policies")
p("Data: Python (pandas, statsmodels), SQL, Excel/VBA, Power BI, Tableau, R")
p("Certifications: APICS CPIM (2019)")
p("Languages: Basque and Spanish (native), English (C1), Swedish (B1)")
d.save("/work/blind/heldout88/cvs/Itziar_Goikoetxea_Resume.docx")
