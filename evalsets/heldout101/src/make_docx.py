"""Builds cvs/Deepa_Nambisan_CRA.docx (paragraph-style CV, no tables)."""
from docx import Document
from docx.shared import Pt

d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

def h(t):
    d.add_heading(t, level=2)

def p(t, bold=False, italic=False):
    para = d.add_paragraph()
    r = para.add_run(t); r.bold = bold; r.italic = italic
    return para

def b(t):
    d.add_paragraph(t, style="List Bullet")

d.add_heading("Deepa Nambisan", level=0)
p("Clinical Research Associate II  |  Bengaluru, India")
p("deepa.nambisan.cra@outlook.com  |  +91 98450 27713  |  linkedin.com/in/deepanambisan")

h("Summary")
p("Site-monitoring CRA with over six years of on-site and remote monitoring in Phase II/III oncology and "
  "cardiovascular trials, preceded by a Clinical Trial Assistant role at another CRO. Comfortable with "
  "risk-based monitoring, source data verification, site start-up and close-out visits, and working with "
  "sponsor study teams in the US and EU. Responsible for 9 active sites across Karnataka, Kerala and Tamil Nadu.")

h("Professional Experience")
p("IQVIA (IQVIA RDS India Pvt. Ltd.), Bengaluru", bold=True)
p("Clinical Research Associate II — April 2023 to present", italic=True)
b("Lead CRA for a global Phase III NSCLC immunotherapy study (sponsor: a top-10 pharma company); "
  "perform SDV/SDR in Medidata Rave and track site actions in Veeva Vault CTMS.")
b("Conducted 40+ interim monitoring visits in 2024–2025 with zero critical findings at sponsor audit.")
b("Buddy-monitor and on-board two newly hired CRA I colleagues (informal mentoring, not line management).")
p("Clinical Research Associate I — February 2020 to March 2023", italic=True)
b("Site initiation, routine monitoring and close-out visits for two Phase II heart-failure trials; "
  "remote monitoring during COVID-19 lockdowns.")
b("Reviewed informed-consent process and IP accountability; escalated protocol deviations to the study lead.")

p("Parexel International, Bengaluru", bold=True)
p("Clinical Trial Assistant — June 2018 to January 2020", italic=True)
b("Maintained the Trial Master File (eTMF) for four oncology studies; prepared site regulatory packs "
  "and ethics-committee submissions.")

p("Syneos Health, Gurugram", bold=True)
p("Intern, Clinical Data Management — summer 2017 (8 weeks)", italic=True)
b("Wrote edit-check specifications and performed query reconciliation under supervision.")

h("Education")
p("Executive MBA, Healthcare Management (online, part-time) — Amity University Online, 2025 – ongoing (expected 2027)")
p("M.Sc. Clinical Research — Manipal Academy of Higher Education (MAHE), Manipal, 2016 – 2018")
p("B.Pharm — JSS College of Pharmacy, Mysuru (JSS Academy of Higher Education & Research), 2012 – 2016")

h("Certifications & Training")
p("ICH E6(R2) Good Clinical Practice — refreshed 2025 (TransCelerate-recognised)")
p("ACRP Certified Clinical Research Associate (ACRP-CP), 2022")
p("Best Poster, Indian Society for Clinical Research (ISCR) annual conference 2019")

h("Skills")
p("Monitoring: SDV, RBM, SIV/IMV/COV, CAPA follow-up, ICF review")
p("Systems: Medidata Rave EDC, Veeva Vault CTMS and eTMF, Oracle Siebel CTMS, SAS (coursework only), Spotfire")
p("Languages: English, Malayalam, Kannada, Hindi")

d.save("../cvs/Deepa_Nambisan_CRA.docx")
print("saved")
