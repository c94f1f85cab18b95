"""Builds cvs/Ilona_Fairclough_CV.docx (paragraphs only, no tables)."""
from docx import Document
from docx.shared import Pt
import os
HERE = os.path.dirname(os.path.abspath(__file__))
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
def p(text, bold=False, italic=False, size=None):
    para = d.add_paragraph(); r = para.add_run(text); r.bold = bold; r.italic = italic
    if size: r.font.size = Pt(size)
    return para
p("Ilona Fairclough FIA", bold=True, size=18)
p("Hong Kong SAR  |  +852 6120 4478  |  ilona.fairclough@outlook.com  |  linkedin.com/in/ilonafairclough")
p("PROFILE", bold=True, size=12)
p("Fellow of the Institute and Faculty of Actuaries with eleven years in life insurance valuation and reporting, "
  "covering Solvency II, IFRS 17 and embedded value. I currently run the group valuation team at AIA and have "
  "led the first-time IFRS 17 reporting cycle for a multi-market life insurer.")
p("EXPERIENCE", bold=True, size=12)
p("AIA Group Limited, Hong Kong", bold=True)
p("Senior Actuarial Manager, Group Actuarial Valuation (IFRS 17)    Jan 2023 – Present", italic=True)
p("Line manager of a team of six actuaries and actuarial analysts responsible for the quarterly IFRS 17 close "
  "across eight markets; I own the CSM roll-forward, the risk adjustment methodology and the sign-off pack that goes "
  "to the Group Chief Actuary and the audit committee.")
p("Rebuilt the consolidation of the contractual service margin in Python and SQL, replacing a chain of Excel/VBA "
  "workbooks and cutting the close timetable from twelve to seven working days.")
p("Legal & General Assurance Society, London", bold=True)
p("Actuary, Retirement Solutions Valuation    Sep 2018 – Dec 2022", italic=True)
p("Owned the Solvency II best-estimate liabilities and matching adjustment calculations for the bulk annuity book; "
  "built and maintained Prophet models for annuity cash flows and supervised two actuarial students.")
p("Actuarial Analyst    Sep 2015 – Aug 2018", italic=True)
p("Ran the quarterly valuation of individual protection products in Prophet, produced the analysis of change and "
  "automated experience studies in R.")
p("Aviva, Norwich", bold=True)
p("Summer Actuarial Intern    Jun 2014 – Aug 2014", italic=True)
p("Supported the with-profits team with data checks and mortality experience analysis.")
p("EDUCATION", bold=True, size=12)
p("MSc Data Science (part-time, online), University of London — Goldsmiths    2024 – expected 2027")
p("BSc (Hons) Actuarial Science, First Class, City, University of London (Bayes Business School, then Cass)    2012 – 2015")
p("PROFESSIONAL QUALIFICATIONS", bold=True, size=12)
p("Fellow of the Institute and Faculty of Actuaries (FIA), qualified 2019")
p("Chartered Enterprise Risk Actuary (CERA), 2021")
p("TALKS", bold=True, size=12)
p("Speaker, IFoA Life Conference 2024, Edinburgh — \"Lessons from the first two years of IFRS 17 close\"")
p("SKILLS", bold=True, size=12)
p("Prophet, R, Python (pandas), SQL, Excel/VBA, Moody's AXIS (training course only), Power BI")
d.save(os.path.join(HERE, "..", "cvs", "Ilona_Fairclough_CV.docx"))
