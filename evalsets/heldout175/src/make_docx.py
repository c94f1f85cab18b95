"""Builds cvs/saskia_hoogendam_resume.docx (paragraphs with right-tab-aligned dates)."""
from docx import Document
from docx.shared import Pt, Cm
from docx.enum.text import WD_TAB_ALIGNMENT
import pathlib

OUT = pathlib.Path(__file__).resolve().parent.parent / "cvs" / "saskia_hoogendam_resume.docx"
doc = Document()
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
sec = doc.sections[0]; sec.left_margin = sec.right_margin = Cm(2)
RIGHT = sec.page_width - sec.left_margin - sec.right_margin

def tabbed(left, right, bold=True):
    p = doc.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(RIGHT, WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left); r.bold = bold
    p.add_run("\t" + right)
    return p

def heading(t):
    p = doc.add_paragraph(); r = p.add_run(t.upper()); r.bold = True; r.font.size = Pt(12)

def bullet(t):
    doc.add_paragraph(t, style="List Bullet")

p = doc.add_paragraph(); r = p.add_run("Saskia Hoogendam"); r.bold = True; r.font.size = Pt(20)
doc.add_paragraph("Frontend Engineer · Amsterdam, NL · saskia.hoogendam@proton.me · +31 6 4172 9035 · github.com/shoogendam")

heading("Summary")
doc.add_paragraph("Frontend engineer who likes fast, accessible checkout flows. Seven years of React in production, "
                  "the last four on the accommodation booking funnel of a large online travel platform.")

heading("Experience")
tabbed("Booking.com — Software Engineer II (Frontend), Payments & Checkout", "04/2022 - today")
bullet("Rebuilt the hotel checkout page in React and TypeScript with server-side rendering; improved Largest Contentful Paint by 31% on mobile.")
bullet("Run A/B experiments on the payment-method selector through the in-house experimentation platform; wrote the team's Playwright end-to-end suite.")
bullet("Accessibility champion for the checkout tribe: WCAG 2.1 AA audits, screen-reader testing.")
tabbed("bol.com — Frontend Developer, Customer Account team (Utrecht)", "Sep 2019 – Mar 2022")
bullet("Migrated the customer account pages from jQuery to React with Redux; introduced Jest and React Testing Library.")
bullet("Built a shared component library consumed by 9 teams (Storybook).")
tabbed("Skyscanner — Software Engineering Intern (Web), Edinburgh", "summer 2018")
bullet("Prototyped a flight price-alert widget in React for the Skyscanner web app.")

heading("Education")
tabbed("University of Amsterdam — MSc Software Engineering (discontinued after first year)", "2019 – 2020")
tabbed("Vrije Universiteit Amsterdam — BSc Computer Science", "2015 – 2019")
doc.add_paragraph("Bachelor thesis: progressive web apps on low-end Android devices.")

heading("Other")
bullet("Winner, Expedia Group Travel Tech Hackathon, Amsterdam 2018 (team of 3, offline itinerary app).")
bullet("Speaker, React Amsterdam 2023: \"Shipping checkout experiments without breaking the funnel\".")

heading("Skills")
doc.add_paragraph("React, TypeScript, JavaScript (ES2022), Redux, Next.js, GraphQL, Jest, Playwright, Storybook, Webpack, Vite, "
                  "CSS-in-JS, Vue.js, Kubernetes, Terraform, Figma")
doc.add_paragraph("Languages: Dutch (native), English (C2), German (B1)")
doc.save(OUT)
print("wrote", OUT)
