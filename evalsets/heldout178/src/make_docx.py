"""Builds cvs/bartlomiej_sroka_cv.docx: English CV, two columns made with a 1x2 table."""
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs" / "Bartlomiej_Sroka_CV.docx"
doc = Document()
for s in doc.sections:
    s.left_margin = s.right_margin = Cm(1.6)
    s.top_margin = s.bottom_margin = Cm(1.5)
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10)

h = doc.add_paragraph(); r = h.add_run("Bartłomiej Sroka"); r.bold = True; r.font.size = Pt(22)
doc.add_paragraph("Game Economy Designer · Helsinki, Finland · bartek.sroka@gmail.com · +358 45 781 2290")

t = doc.add_table(rows=1, cols=2)
left, right = t.rows[0].cells
left.width = Cm(5.8); right.width = Cm(12.0)

def head(cell, text):
    p = cell.add_paragraph(); r = p.add_run(text.upper()); r.bold = True
    r.font.color.rgb = RGBColor(0xC0, 0x39, 0x2B)

def para(cell, text, bold=False, italic=False):
    p = cell.add_paragraph(); r = p.add_run(text); r.bold = bold; r.italic = italic
    return p

left.paragraphs[0].add_run("CONTACT").bold = True
para(left, "Helsinki, Finland")
para(left, "linkedin.com/in/bsroka-econ")
head(left, "Education")
para(left, "MA Game Design", bold=True)
para(left, "Uppsala University, Campus Gotland")
para(left, "2015 – 2017")
para(left, "BA Economics", bold=True)
para(left, "University of Warsaw")
para(left, "2012 – 2015")
para(left, "Data Science Specialization (online, 5 of 10 courses completed, discontinued)", italic=True)
para(left, "Johns Hopkins University via Coursera, 2019")
head(left, "Skills")
para(left, "Economy modelling: sinks & faucets, progression curves, gacha / loot-box odds, LiveOps offer pricing")
para(left, "Tools: Excel / Google Sheets, Machinations, SQL (BigQuery, Snowflake), Python (pandas), Looker, Tableau")
para(left, "Also familiar with: Unity, Unreal Engine 5, C#")
head(left, "Languages")
para(left, "Polish (native), English (C2), Swedish (B1), Finnish (A2)")
head(left, "Other")
para(left, "Global Game Jam 2016 – Best Game, Visby site")
para(left, "GDC 2024 speaker – “Pricing the Second Gem Pack”")

right.paragraphs[0].add_run("PROFILE").bold = True
para(right, "Economy designer with about nine years in free-to-play mobile games. I design the currencies, sinks, reward tables and store offers that keep a live game healthy, and I write the SQL to check them afterwards.")
head(right, "Experience")
para(right, "Supercell — Helsinki", bold=True)
para(right, "Lead Economy Designer (Clash of Clans team) · 04/2024 – today", italic=True)
para(right, "• Lead a group of three economy designers and one analyst; own the economy roadmap for the Clash of Clans team.")
para(right, "• Redesigned the Gold Pass reward track and season-bank sinks; ARPDAU up 6% with no drop in D30 retention.")
para(right, "Senior Game Economy Designer (Clash of Clans team) · 09/2021 – 03/2024", italic=True)
para(right, "• Balanced the builder-base economy rework and the event shop; built Machinations models and Python/Snowflake simulations for every currency change.")
para(right, "King (Activision Blizzard) — Stockholm", bold=True)
para(right, "Game Economy Designer, Candy Crush Soda Saga · Aug 2017 – Aug 2021", italic=True)
para(right, "• Tuned booster pricing and the gold-bar economy for 40+ live events; ran A/B tests on offer bundles with the data science team.")
para(right, "• Wrote BigQuery dashboards in Looker tracking currency inflow/outflow per cohort.")
para(right, "CD PROJEKT RED — Warsaw", bold=True)
para(right, "Design intern, Gwent: The Witcher Card Game · summer 2016", italic=True)
para(right, "• Helped balance card crafting costs (scraps / meteorite powder) for the closed beta; built balancing sheets in Excel.")
para(right, "Freelance — Remote", bold=True)
para(right, "Economy consultant (part-time) · 2019", italic=True)
para(right, "• Reviewed the soft-currency economy of an idle game for Kolibri Games (client, via a two-month contract).")
doc.save(OUT)
print("wrote", OUT)
