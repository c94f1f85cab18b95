"""Builds cvs/Lilla_Bartok_CV.docx (English, plain paragraphs, no tables)."""
import os
from docx import Document
from docx.shared import Pt

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "cvs", "Lilla_Bartok_CV.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

def p(text, bold=False, size=None):
    para = d.add_paragraph()
    r = para.add_run(text); r.bold = bold
    if size: r.font.size = Pt(size)
    return para

p("Lilla Bartók", bold=True, size=20)
p("Senior HR Business Partner | Singapore | lilla.bartok@gmail.com | +65 8124 3307")
p("HR business partner for engineering organisations at consumer internet companies. Nine years in HR, "
  "from campus recruiting in Budapest to partnering with 600-person engineering orgs in Singapore.")

p("EXPERIENCE", bold=True, size=13)
p("Shopee — Singapore", bold=True)
p("Senior HR Business Partner, Engineering & Technology (Jan 2024 – Present)", bold=True)
p("Partner to the Head of Engineering for the Marketplace and ShopeeFood tech teams (about 600 engineers across Singapore, Jakarta and Ho Chi Minh City). "
  "Line-manage two HR generalists who run onboarding and employee relations cases for the region.")
p("Redesigned the engineering career ladder (IC and manager tracks) with the Tech Leadership Council; rolled it out in the 2024 performance cycle and cut regretted attrition among senior engineers from 14% to 9%.")
p("Run calibration sessions for the half-yearly performance review, and coach first-time engineering managers on feedback conversations and performance improvement plans.")
p("HR Business Partner, Engineering (Mar 2021 – Dec 2023)", bold=True)
p("Supported three engineering directors through the 2022 hiring freeze and the 2023 reorganisation; handled workforce planning, headcount budgets and restructuring consultations.")
p("Built a weekly attrition and headcount dashboard in Workday reporting that the engineering leadership still uses.")

p("EPAM Systems — Budapest, Hungary", bold=True)
p("Technical Recruiter, later Senior Technical Recruiter (Sep 2017 – Feb 2021)", bold=True)
p("Hired Java, .NET and QA engineers for client delivery projects; filled 140+ roles over three and a half years and ran the Budapest campus hiring programme with BME and ELTE.")

p("Prezi — Budapest, Hungary", bold=True)
p("HR Intern (summer 2016)", bold=True)
p("Supported the People team with onboarding logistics and the employee engagement survey.")

p("EDUCATION", bold=True, size=13)
p("Nanyang Business School, Nanyang Technological University (NTU), Singapore — Executive MBA, part-time (Jan 2025 – expected Dec 2026)")
p("Corvinus University of Budapest — BA in Human Resources (2014 – 2017)")

p("CERTIFICATIONS", bold=True, size=13)
p("SHRM Senior Certified Professional (SHRM-SCP), 2022")
p("Hogan Assessments certified practitioner, 2020")

p("SKILLS", bold=True, size=13)
p("Workday HCM, Lattice, Greenhouse, Excel, SQL, Tableau, employee relations, organisation design, compensation benchmarking")
p("Languages: Hungarian (native), English (fluent), German (B2)")

d.save(OUT)
print("wrote", OUT)
