"""Build cvs/Marco_Bianchi_Resume.docx (English, dates right-aligned with a tab stop)."""
from docx import Document
from docx.shared import Pt, Cm
from docx.enum.text import WD_TAB_ALIGNMENT
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "Marco_Bianchi_Resume.docx")
doc = Document()
sec = doc.sections[0]
sec.left_margin = sec.right_margin = Cm(2)
RIGHT = sec.page_width - sec.left_margin - sec.right_margin
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

def para(text="", bold=False, size=None, italic=False):
    p = doc.add_paragraph(); r = p.add_run(text); r.bold = bold; r.italic = italic
    if size: r.font.size = Pt(size)
    return p

def dated(left, right, sub=None):
    p = doc.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(RIGHT, WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left); r.bold = True
    p.add_run("\t" + right)
    if sub:
        r2 = doc.add_paragraph().add_run(sub); r2.italic = True

def bullets(items):
    for it in items:
        doc.add_paragraph(it, style="List Bullet")

def heading(t):
    p = para(t.upper(), bold=True, size=12)

para("MARCO BIANCHI", bold=True, size=18)
para("Senior Product Manager · Berlin, Germany · marco.bianchi.pm@outlook.com · +49 151 2276 4410 · linkedin.com/in/marcobianchi-pm")

heading("Profile")
para("Product manager with an engineering past: five and a half years building web frontends at Booking.com and Spotify before "
     "moving into product in 2020. I now run checkout and payments product at Zalando and still read the pull requests.")

heading("Experience")
dated("Zalando SE — Berlin", "Oct 2023 – Present", "Senior Product Manager, Checkout & Payments")
bullets([
    "Own the checkout funnel and payment-method roadmap for 25 markets; work with 3 squads (22 engineers, 2 designers, 1 analyst).",
    "Launched Buy Now Pay Later and Apple Pay in DACH, lifting checkout conversion by 2.1 pp; ran 40+ A/B tests a year.",
])
dated("INSEAD — Fontainebleau, France", "Aug 2022 – Jul 2023", "Full-time MBA (see Education)")
dated("Spotify — Stockholm, Sweden", "Apr 2020 – Jun 2022", "Product Manager, Web Player")
bullets([
    "Moved from engineering to product; owned the desktop web player roadmap (30M monthly users) and its experimentation backlog.",
    "Shipped offline-capable PWA install flow and a redesigned queue; defined success metrics with data science.",
])
dated("Spotify — Stockholm, Sweden", "May 2018 – Mar 2020", "Senior Frontend Engineer, Web Player")
bullets([
    "Led the migration of the web player from Backbone to React and TypeScript; built the shared GraphQL client layer.",
])
dated("Booking.com — Amsterdam, Netherlands", "Sep 2014 – Apr 2018", "Frontend Developer")
bullets([
    "Built hotel search and booking-flow UI in JavaScript; ran hundreds of A/B experiments on the search results page.",
])
dated("Accenture — Milan, Italy", "summer 2013", "Frontend intern, Accenture Interactive")

heading("Education")
dated("INSEAD", "2022 – 2023", "MBA")
dated("Politecnico di Milano", "2011 – 2014", "BSc Computer Engineering (Ingegneria Informatica)")
dated("Politecnico di Milano", "2014 – 2015", "MSc Computer Science and Engineering — enrolled part-time alongside work, not completed")

heading("Skills")
para("Product: roadmapping, discovery interviews, A/B testing, SQL, Amplitude, Figma, Jira")
para("Engineering: React, TypeScript, JavaScript, GraphQL, CSS, Node.js")
para("Languages: Italian (native), English (fluent), German (B2), Swedish (basic)")

heading("Awards & other")
bullets([
    "Winner, Spotify Hack Week 2019 (offline lyrics prototype)",
    "Speaker, Google I/O Extended Milan 2017 — \"Performance budgets for large web apps\"",
])
doc.save(OUT)
print("saved", OUT)
