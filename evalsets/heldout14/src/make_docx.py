"""Build cvs/camille_dubois_pm.docx: a table-based English PM CV (python-docx)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = Path(__file__).resolve().parent.parent / "cvs" / "camille_dubois_pm.docx"

doc = Document()
st = doc.styles["Normal"]
st.font.name = "Calibri"
st.font.size = Pt(10.5)

p = doc.add_paragraph()
r = p.add_run("Camille Dubois")
r.bold = True
r.font.size = Pt(20)
p.add_run("\nSenior Product Manager — Payments & Checkout").italic = True
doc.add_paragraph("Singapore · camille.dubois.pm@gmail.com · +65 9123 4471 · linkedin.com/in/camilledubois")


def heading(text):
    h = doc.add_paragraph()
    hr = h.add_run(text.upper())
    hr.bold = True
    hr.font.color.rgb = RGBColor(0x1F, 0x4E, 0x79)


def table(rows, widths=None):
    t = doc.add_table(rows=0, cols=len(rows[0]))
    t.style = "Table Grid"
    for row in rows:
        cells = t.add_row().cells
        for c, val in zip(cells, row):
            c.text = val
    return t


heading("Summary")
doc.add_paragraph(
    "Product manager with a decade in marketplaces and payments across Europe and Southeast Asia. "
    "I run discovery with data, write crisp PRDs and ship with engineering teams of 8–25 people."
)

heading("Experience")
table([
    ["Dates", "Company", "Role", "Highlights"],
    ["04/2022 - today", "Shopee (Sea Group), Singapore", "Senior Product Manager, Checkout",
     "Own the checkout and ShopeePay wallet flows for 7 markets; led one-page checkout, +3.1 % conversion. "
     "Run a weekly A/B experiment review with the data team; wrote SQL for my own funnel deep dives."],
    ["07/2019 - 03/2022", "Grab, Singapore", "Product Manager, GrabFood Merchant",
     "Launched the self-serve merchant onboarding flow (Indonesia, Vietnam); cut onboarding time from 9 days to 2."],
    ["09/2015 - 06/2019", "Criteo, Paris", "Associate Product Manager → Product Manager",
     "Retail-media ad formats; promoted to Product Manager in 2017. Worked with partner retailers such as Carrefour and Fnac."],
    ["Summer 2014", "Google France, Paris", "Product Marketing Intern",
     "Market sizing for Google Shopping launch in France."],
])

heading("Education")
table([
    ["Dates", "School", "Degree"],
    ["2024 - expected Dec 2026", "NUS Business School, National University of Singapore",
     "Executive MBA (part-time, in progress)"],
    ["2013 - 2015", "HEC Paris", "MSc in Management (Grande École programme)"],
    ["2010 - 2013", "Université Paris 1 Panthéon-Sorbonne", "Licence (Bachelor) in Economics"],
])

heading("Skills & tools")
table([
    ["Product", "Discovery interviews, PRDs, roadmapping, pricing, experimentation (A/B testing)"],
    ["Data", "SQL (BigQuery), Amplitude, Looker"],
    ["Languages", "French (native), English (fluent), Mandarin (HSK 3)"],
])

heading("Other")
doc.add_paragraph("Speaker, AWS Summit Singapore 2023 — \"Scaling checkout for 11.11\" (customer talk)")
doc.add_paragraph("Certified Scrum Product Owner (CSPO), Scrum Alliance, 2018")
doc.add_paragraph("Winner, Grab Hackathon 2020 (internal) — merchant chatbot prototype")

doc.save(OUT)
print("wrote", OUT)
