from docx import Document
from docx.shared import Pt
d = Document()
d.add_heading("Henrietta Okwuosa", 0)
d.add_paragraph("Senior HR Business Partner · Singapore · +65 9124 6630 · h.okwuosa@outlook.com")
d.add_heading("Profile", 1)
d.add_paragraph("Fifteen years in people roles: I started as an agency recruiter, moved in-house into talent acquisition, and since 2021 "
                "have partnered with engineering leaders as an HR business partner. I like workforce planning, org design and "
                "straight conversations about performance.")
d.add_heading("Work experience", 1)
rows = [
    ("Period", "Employer", "Role", "Highlights"),
    ("04/2021 - today", "Amazon Web Services (AWS), Singapore",
     "HR Business Partner (04/2021 - 12/2022); Senior HR Business Partner (01/2023 - today)",
     "HRBP for a 400-person engineering and solutions-architecture org across APJ. Since Jan 2023 I manage two HR generalists. "
     "Led the 2023 re-organisation and the annual talent review; partnered on AWS compensation cycles."),
    ("07/2016 - 03/2021", "Siemens Healthineers, Shanghai", "Talent Acquisition Partner",
     "In-house recruiting for R&D and service engineering in Greater China; hired ~80 engineers a year; rolled out Workday Recruiting."),
    ("09/2011 - 06/2016", "Robert Walters, Shanghai",
     "Recruitment Consultant (2011 - 2013); Senior Recruitment Consultant (2014 - 06/2016)",
     "Agency recruiter, technology and finance desk. Client accounts included HSBC, Standard Chartered and Alibaba; "
     "top biller of the Shanghai office in 2015."),
]
t = d.add_table(rows=len(rows), cols=4)
t.style = "Table Grid"
for i, r in enumerate(rows):
    for j, v in enumerate(r):
        t.cell(i, j).text = v
d.add_heading("Education", 1)
d.add_paragraph("BA (Hons) Psychology, University of Nottingham, UK — 2008 – 2011")
d.add_heading("Certifications", 1)
d.add_paragraph("CIPD Level 7 Advanced Diploma in Strategic People Management (2019)")
d.add_paragraph("SHRM-SCP (2022)")
d.add_heading("Languages", 1)
d.add_paragraph("English (native), Yoruba (fluent), Mandarin Chinese (HSK 4)")
d.save("../cvs/henrietta_okwuosa_cv.docx")
