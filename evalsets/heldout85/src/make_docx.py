"""Builds cvs/Talia_Moorcroft_Resume.docx (English, tables)."""
from docx import Document
from docx.shared import Pt

doc = Document()
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
doc.add_heading("Talia Moorcroft", level=0)
doc.add_paragraph("Senior HR Business Partner | Singapore | talia.moorcroft@gmail.com | +65 9734 2218")
doc.add_paragraph("People partner for game development teams: org design, performance cycles, "
                  "employee relations and compensation reviews across studios in Asia and North America.")

doc.add_heading("Experience", level=1)
t = doc.add_table(rows=1, cols=3); t.style = "Table Grid"
h = t.rows[0].cells; h[0].text = "Dates"; h[1].text = "Employer / Role"; h[2].text = "Highlights"
rows = [
    ("Jul 2022 – Present", "Riot Games (a Tencent company), Singapore\nSenior HR Business Partner",
     "Partner to the 300-person League of Legends live-ops and publishing org in APAC. "
     "Manage two HR coordinators. Rolled out the Workday performance module to 14 teams and "
     "ran the 2023 and 2024 compensation cycles."),
    ("Apr 2019 – Jun 2022", "Electronic Arts (EA), Vancouver\nHR Business Partner",
     "Business partner for two FIFA development teams (about 180 employees); led a studio reorganisation and "
     "cut regretted attrition from 14% to 9%."),
    ("Sep 2017 – Mar 2019", "Electronic Arts (EA), Vancouver\nHR Generalist",
     "Onboarding, leave administration and employee-relations cases for the Burnaby campus; "
     "maintained employee records in Workday."),
    ("summer 2016", "Mercer, Toronto\nHR Consulting Intern",
     "Supported a job-levelling project for a client, Ubisoft Toronto; benchmarked salary bands."),
]
for r in rows:
    c = t.add_row().cells
    for i, v in enumerate(r): c[i].text = v

doc.add_heading("Education", level=1)
e = doc.add_table(rows=1, cols=3); e.style = "Table Grid"
h = e.rows[0].cells; h[0].text = "Years"; h[1].text = "School"; h[2].text = "Degree"
for r in [("2016 – 2017", "London School of Economics and Political Science (LSE)", "MSc Human Resource Management"),
          ("2012 – 2016", "University of Victoria, Canada", "BA Psychology")]:
    c = e.add_row().cells
    for i, v in enumerate(r): c[i].text = v

doc.add_heading("Certifications & Skills", level=1)
doc.add_paragraph("SHRM Senior Certified Professional (SHRM-SCP), 2021")
doc.add_paragraph("HR systems: Workday, SAP SuccessFactors, Greenhouse")
doc.add_paragraph("Analytics: Excel, Tableau")
doc.add_paragraph("Languages: English (native), French (professional)")
doc.save("../cvs/Talia_Moorcroft_Resume.docx")
