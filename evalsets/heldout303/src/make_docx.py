"""Builds cvs/hrbp_cv_pentreath.docx (plain paragraphs; the owner's name is never in the body)."""
from docx import Document
from docx.shared import Pt
import os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "cvs", "hrbp_cv_pentreath.docx")
P = [
 ("Senior HR Business Partner | Games & Creative Tech", True),
 ("Newcastle upon Tyne, UK | oonagh.pentreath@proton.me | +44 7700 900 562", False),
 ("", False),
 ("PROFILE", True),
 ("HR business partner with ten years in HR, the last six in video game studios. I partner with studio leadership on org design, compensation reviews, crunch-free production planning and employee relations, and I like building HR processes that developers do not hate.", False),
 ("", False),
 ("EXPERIENCE", True),
 ("Ubisoft Reflections (Ubisoft), Newcastle — Senior HR Business Partner, 09/2023 – present", True),
 ("Business partner to the studio management team (about 300 people across production, engineering and art). I line-manage two HR Advisors and an HR Coordinator, ran the 2024 and 2025 annual compensation reviews in Workday, and led the consultation for the studio's move to a hybrid working policy. Introduced quarterly engagement pulse surveys in Culture Amp and cut regretted attrition in engineering from 14% to 8%.", False),
 ("Sumo Digital, Sheffield — HR Business Partner, 02/2020 – 08/2023", True),
 ("HRBP for two development teams (co-development and an original IP team) during fast growth from 900 to 1,400 staff; Sumo became part of Tencent in 2022, and I supported the integration workstream on policies and reward. Handled employee relations casework (grievances, disciplinaries, long-term sickness), designed a career framework for game designers, and ran hiring-manager training for 60 leads. Systems: Personio, later Workday.", False),
 ("The Sage Group plc, Newcastle — HR Advisor, 03/2016 – 01/2020", True),
 ("Generalist HR advice for the UK product and engineering functions: onboarding, absence management, family-leave policy, and a TUPE transfer of 45 staff from an acquired payroll business. Worked in SAP SuccessFactors.", False),
 ("Nissan Motor Manufacturing UK, Sunderland — HR Intern, summer 2014", True),
 ("Supported shift-pattern consultation and recruitment events for the production line.", False),
 ("", False),
 ("EDUCATION & QUALIFICATIONS", True),
 ("MSc Organisational Psychology (part-time), Birkbeck, University of London, 2021 – 2022 — completed year one, withdrew", False),
 ("CIPD Level 7 Advanced Diploma in Strategic People Management, 2019", False),
 ("BA (Hons) Psychology, Newcastle University, 2012 – 2015, 2:1", False),
 ("", False),
 ("OTHER", True),
 ("Speaker, Develop:Brighton 2024 — \"People ops for live-service teams\"", False),
 ("Ambassador, Women in Games (volunteer), since 2021", False),
 ("Tools: Workday, Personio, SAP SuccessFactors, Culture Amp, BambooHR, Greenhouse, Excel (pivot tables, Power Query)", False),
]
doc = Document()
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
for text, bold in P:
    p = doc.add_paragraph()
    if text:
        r = p.add_run(text); r.bold = bold
doc.save(OUT)
print("wrote", OUT)
