"""Builds cvs/Talia_Brenninkmeyer_CV.docx (English, plain paragraphs)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt

OUT = Path(__file__).resolve().parent.parent / "cvs" / "Talia_Brenninkmeyer_CV.docx"
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

def p(text, bold=False, size=None):
    para = d.add_paragraph()
    r = para.add_run(text); r.bold = bold
    if size: r.font.size = Pt(size)
    return para

p("TALIA BRENNINKMEYER", bold=True, size=18)
p("Growth Marketing Manager  |  London, UK  |  talia.brenninkmeyer@gmail.com  |  +44 7700 900 415")
p("PROFILE", bold=True, size=12)
p("Growth marketer with more than eleven years in consumer apps, mostly marketplaces and subscription products. "
  "I run lifecycle, paid acquisition and referral programmes end to end, and I like owning the numbers: I write my own SQL, "
  "build the dashboards in Looker and sit with product on every experiment readout. Currently leading growth marketing for "
  "Duolingo's UK & Ireland market, with a team of five.")
p("EXPERIENCE", bold=True, size=12)
p("Duolingo — Growth Marketing Manager, UK & Ireland", bold=True)
p("July 2022 – present, London")
p("Manage a team of 5 (two lifecycle marketers, two performance marketers, one analyst) and a paid media budget of roughly £6m a year.")
p("Rebuilt the push and e-mail lifecycle in Braze around streak-saving moments; 7-day retention of new learners rose 4.1 points in two quarters.")
p("Ran the Duolingo Max launch campaign for the UK, working with the London and Pittsburgh product teams on paywall tests in Amplitude.")
p("Deliveroo — Growth Marketing Lead, Consumer", bold=True)
p("July 2018 – June 2022, London")
p("Owned customer acquisition: paid social, app-store search and the referral programme across UK, Ireland and France.")
p("Set up incrementality testing with geo holdouts, which moved about 20% of paid social spend into channels that actually drove orders.")
p("Deliveroo — Performance Marketing Executive", bold=True)
p("September 2015 – June 2018, London")
p("Managed Google Ads and Facebook campaigns for restaurant-partner launches in new cities; built the first attribution reporting on AppsFlyer data.")
p("Spotify — Growth Marketing Intern", bold=True)
p("Summer 2014 (June – August), Stockholm")
p("Analysed free-to-premium conversion for a student discount test and presented results to the Nordics marketing team.")
p("EDUCATION", bold=True, size=12)
p("London Business School — Executive MBA (part-time, weekend format), September 2025 – expected 2027")
p("University of Warwick — BA (Hons) Economics, 2012 – 2015, First Class")
p("SKILLS", bold=True, size=12)
p("Marketing tools: Braze, Amplitude, AppsFlyer, Google Ads, Meta Ads Manager, Looker")
p("Data: SQL (daily), Excel, Python (pandas – online course, 2023)")
p("Languages: English (native), German (fluent), French (conversational)")
p("OTHER", bold=True, size=12)
p("Shortlisted, Cannes Lions 2021, Creative Data category (Deliveroo team entry).")
p("Guest lecturer on app growth, General Assembly London, 2020–2023 (evening courses).")
d.save(OUT)
print("wrote", OUT)
