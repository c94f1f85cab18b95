"""Builds cvs/Akinyi_Otieno_Resume.docx (English, paragraphs only)."""
from docx import Document
from docx.shared import Pt
import pathlib
out = pathlib.Path(__file__).resolve().parent.parent / "cvs" / "Akinyi_Otieno_Resume.docx"
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
d.add_heading("Akinyi Otieno, FIA", level=0)
d.add_paragraph("Hong Kong SAR  ·  akinyi.otieno@outlook.com  ·  +852 6120 4478")
d.add_paragraph("Fellow of the Institute and Faculty of Actuaries with nine years in life insurance: "
                "IFRS 17 and Solvency II reporting, pricing of protection products and Prophet model development.")
d.add_heading("Professional Experience", level=1)
P = d.add_paragraph
def job(title, org, dates, bullets):
    p = P(); r = p.add_run(title); r.bold = True
    P(f"{org}  |  {dates}")
    for b in bullets: P(b, style="List Bullet")
job("Senior Actuary, Group Valuation", "AIA Group Limited, Hong Kong", "Sep 2022 – Present",
    ["Lead a team of three actuarial analysts producing quarterly IFRS 17 CSM and risk adjustment results for eight business units.",
     "Rebuilt the group's Prophet liability model for participating business; cut run time from 30 to 11 hours.",
     "Automated reconciliation of cash-flow outputs in Python and SQL, replacing 40 Excel workbooks."])
job("Actuary, Protection Pricing", "Aviva plc, London", "Apr 2020 – Aug 2022",
    ["Priced term life and critical illness products for the UK retail market; presented repricing proposals to the Pricing Committee.",
     "Built experience studies of mortality and lapse in R."])
job("Actuarial Analyst", "Aviva plc, Norwich", "Sep 2017 – Mar 2020",
    ["Solvency II Pillar 1 reporting for the annuity book; SCR calculations and analysis of change."])
job("Actuarial Summer Intern", "Legal & General, London", "summer 2016",
    ["Supported the bulk annuity pricing team with data cleansing and mortality assumption checks."])
d.add_heading("Education", level=1)
P("MSc Actuarial Science — Bayes Business School (formerly Cass), City, University of London, 2016–2017")
P("BSc Actuarial Science, First Class Honours — University of Nairobi, 2012–2016")
d.add_heading("Professional Qualifications", level=1)
P("Fellow of the Institute and Faculty of Actuaries (FIA), qualified 2021")
P("Chartered Enterprise Risk Actuary (CERA), 2022")
d.add_heading("Skills", level=1)
P("Prophet, R, Python, SQL, VBA, MoSes, AXIS, IFRS 17, Solvency II, experience analysis")
d.add_heading("Other", level=1)
P("Speaker, IFoA Life Conference 2023 (Swiss Re-sponsored session on IFRS 17 transition).")
P("Volunteer mentor, Actuarial Society of Kenya student programme.")
d.save(out); print(out)
