"""Builds cvs/Kofi_Mensah-Bonsu_QA.docx (English, labelled fields per job)."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "..", "cvs", "Kofi_Mensah-Bonsu_QA.docx")
d = Document()
d.styles["Normal"].font.name = "Calibri"; d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("Kofi Mensah-Bonsu", 0)
d.add_paragraph("Senior QA Automation Engineer (SDET) · Edinburgh, UK · kofi.mensahbonsu@gmail.com · +44 7700 918 245")
d.add_heading("Summary", 1)
d.add_paragraph("QA engineer since 2015, test automation since 2017, mostly on travel search and booking "
                "products. Builds UI, API and performance test suites and the CI pipelines that run them.")
d.add_heading("Experience", 1)
jobs = [
  [("Company", "Skyscanner"), ("Title", "Senior QA Automation Engineer"),
   ("Location", "Edinburgh, UK"), ("Dates", "03/2021 - today"),
   ("Stack", "Java, Selenium WebDriver, Playwright, REST Assured, k6, GitHub Actions"),
   ("Highlights", "Owns the end-to-end regression suite for flight search and booking redirects (about 1,900 tests); "
                  "cut nightly run time from 3h 10m to 48m by parallelising Selenium Grid sessions. "
                  "Mentors two junior SDETs in the Flights squad.")],
  [("Company", "Agoda"), ("Title", "QA Automation Engineer"),
   ("Location", "Bangkok, Thailand"), ("Dates", "09/2017 - 02/2021"),
   ("Stack", "Java, Selenium WebDriver, TestNG, Appium, Jenkins"),
   ("Highlights", "Automated hotel checkout and payment flows on web and Android; built the Appium suite for the "
                  "Agoda mobile app from scratch.")],
  [("Company", "Hubtel"), ("Title", "Software Test Engineer"),
   ("Location", "Accra, Ghana"), ("Dates", "06/2015 - 08/2017"),
   ("Stack", "Manual testing, Postman, SQL"),
   ("Highlights", "Manual and API testing of mobile-money payment features for merchants.")],
]
for job in jobs:
    for label, value in job:
        p = d.add_paragraph()
        r = p.add_run(label + ": "); r.bold = True
        p.add_run(value)
    d.add_paragraph("")
d.add_heading("Education", 1)
d.add_paragraph("Georgia Institute of Technology — Online Master of Science in Computer Science (OMSCS), part-time, 2022 - present (in progress)")
d.add_paragraph("Kwame Nkrumah University of Science and Technology (KNUST), Kumasi — BSc Computer Science, 2011 - 2015")
d.add_heading("Skills", 1)
d.add_paragraph("Selenium, Playwright, Appium, Cypress, REST Assured, k6, JMeter, Java, Python, Kubernetes, Docker, Jenkins, GitHub Actions")
d.add_heading("Certifications", 1)
d.add_paragraph("ISTQB Certified Tester Foundation Level (2016); Certified Kubernetes Application Developer (CKAD, 2024)")
d.save(OUT)
