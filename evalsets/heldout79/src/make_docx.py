"""Build Mariska_Oudendijk_Resume.docx (English, tables)."""
from docx import Document
from docx.shared import Pt
doc = Document()
doc.styles["Normal"].font.name = "Calibri"; doc.styles["Normal"].font.size = Pt(10.5)
doc.add_heading("Mariska Oudendijk", 0)
doc.add_paragraph("Senior Data Scientist · Amsterdam, NL · m.oudendijk@proton.me · +31 6 4127 9083")
doc.add_heading("Summary", 1)
doc.add_paragraph("Former credit risk analyst (corporate lending, IFRS 9 provisioning) who moved into data science in 2020. "
                  "Builds fraud, risk and pricing models in Python and Spark and takes them to production with engineering teams.")
doc.add_heading("Experience", 1)
rows = [
    ("Feb 2023 – Present", "Booking.com", "Senior Data Scientist, Payments & Fraud",
     "Own the chargeback-risk model for partner payouts (gradient boosting on Spark, ~40M transactions/month); "
     "designed the A/B test framework used to launch the new 3-D Secure routing, cutting fraud losses 17%."),
    ("04/2020 – 01/2023", "Adyen", "Data Scientist, Risk",
     "Built merchant credit-exposure and fraud-scoring features in Python and PySpark for RevenueProtect; "
     "first data scientist in the team to ship a model with a monitored drift dashboard."),
    ("09/2017 – 03/2020", "ING Bank, Wholesale Banking", "Senior Credit Analyst",
     "Credit analysis for mid-cap corporate borrowers (EUR 20–250M facilities); wrote the first Python version of the "
     "sector early-warning scorecard, replacing an Excel/VBA model."),
    ("09/2014 – 08/2017", "ING Bank, Wholesale Banking", "Credit Risk Analyst",
     "Annual reviews, rating proposals and IFRS 9 stage assessments; SAS and SQL for portfolio reporting."),
]
t = doc.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ("Dates", "Employer", "Role", "What I did")):
    c.text = h
for r in rows:
    cells = t.add_row().cells
    for c, v in zip(cells, r):
        c.text = v
doc.add_heading("Education", 1)
t2 = doc.add_table(rows=1, cols=3); t2.style = "Table Grid"
for c, h in zip(t2.rows[0].cells, ("Years", "Institution", "Programme")):
    c.text = h
for r in [("2019 – 2021", "Georgia Institute of Technology (online)", "Online Master of Science in Analytics — 5 of 11 courses completed, not finished"),
          ("2010 – 2014", "Erasmus University Rotterdam", "BSc Econometrics and Operations Research")]:
    cells = t2.add_row().cells
    for c, v in zip(cells, r):
        c.text = v
doc.add_heading("Certifications & other", 1)
doc.add_paragraph("Financial Risk Manager (FRM), GARP, 2016", style="List Bullet")
doc.add_paragraph("Kaggle: Home Credit Default Risk competition, top 4% (2018)", style="List Bullet")
doc.add_paragraph("Guest lecture on credit scoring, Vrije Universiteit Amsterdam, 2024", style="List Bullet")
doc.add_heading("Skills", 1)
doc.add_paragraph("Python (pandas, scikit-learn, LightGBM), PySpark, SQL, SAS, Airflow, Tableau, R, Julia, Scala")
doc.add_paragraph("Languages: Dutch (native), English (C2), German (B1)")
doc.save("../cvs/Mariska_Oudendijk_Resume.docx")
