"""Builds cvs/Rohan_Vellanki_CV.docx: English CV, one table per job."""
from docx import Document
from docx.shared import Pt
import pathlib

out = pathlib.Path(__file__).resolve().parent.parent / "cvs" / "Rohan_Vellanki_CV.docx"
d = Document()
d.styles["Normal"].font.name = "Calibri"
d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("Rohan Vellanki", level=0)
d.add_paragraph("Senior Data Scientist — Insurance Pricing & Claims Analytics")
d.add_paragraph("Munich, Germany | rohan.vellanki@gmail.com | +49 151 2390 4418")

d.add_heading("Summary", level=1)
d.add_paragraph("Data scientist with seven years in insurance analytics (P&C pricing, claims fraud, "
                "customer churn), preceded by two years of IT consulting. I lead a small team and like "
                "to take models from notebook to production on Databricks.")

d.add_heading("Professional Experience", level=1)
jobs = [
    [("Employer", "Allianz SE — Group Data & Analytics"), ("Location", "Munich, Germany"),
     ("Title", "Senior Data Scientist (Team Lead)"), ("Dates", "04/2022 - today"),
     ("What I did", "Lead a team of three data scientists building claims-fraud and large-loss models "
      "for Allianz property & casualty entities. Moved the fraud scoring pipeline from SAS to PySpark on "
      "Databricks; scoring time cut from 9 hours to 40 minutes. Built gradient-boosted (XGBoost) "
      "severity models and explained them to actuaries with SHAP."),],
    [("Employer", "AXA XL (AXA Group)"), ("Location", "London, UK"),
     ("Title", "Data Scientist"), ("Dates", "08/2019 - 03/2022"),
     ("What I did", "Built GLM and GBM pricing models for commercial property in Python and R (Emblem "
      "replacement project). Churn model for the broker portal; dashboards in Tableau."),],
    [("Employer", "Tata Consultancy Services"), ("Location", "Chennai, India"),
     ("Title", "Systems Analyst"), ("Dates", "07/2016 - 07/2018"),
     ("What I did", "Worked on the policy-administration data warehouse for a UK life insurer client "
      "(Prudential plc); SQL and Informatica ETL, regression testing."),],
]
for job in jobs:
    t = d.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    for k, v in job:
        r = t.add_row().cells
        r[0].text = k
        r[1].text = v
    d.add_paragraph("")

d.add_heading("Education", level=1)
t = d.add_table(rows=1, cols=3)
t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["Years", "Degree", "Institution"]):
    c.text = h
for row in [("2018 - 2019", "MSc Statistics (Distinction)", "University of Warwick, UK"),
            ("2012 - 2016", "B.Tech Computer Science and Engineering", "Vellore Institute of Technology (VIT), India")]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v

d.add_heading("Certifications & Awards", level=1)
d.add_paragraph("Databricks Certified Machine Learning Professional (2023)")
d.add_paragraph("Kaggle: Allstate Claims Severity competition, top 5% (2017)")
d.add_paragraph("Offer from Swiss Re (Data Scientist, Zurich), declined 2022")

d.add_heading("Skills", level=1)
d.add_paragraph("Python, PySpark, SQL, R, XGBoost, LightGBM, SHAP, Databricks, MLflow, Tableau, SAS, "
                "Julia, Kubernetes")
d.save(out)
print("wrote", out)
