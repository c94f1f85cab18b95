"""Builds cvs/kalinda_pham_resume.docx (paragraphs; job titles in italics)."""
from docx import Document
from docx.shared import Pt
import os
HERE = os.path.dirname(os.path.abspath(__file__))
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

def para(text="", bold=False, italic=False, size=None):
    p = d.add_paragraph(); r = p.add_run(text); r.bold = bold; r.italic = italic
    if size: r.font.size = Pt(size)
    return p

def job(title, org_line):
    p = d.add_paragraph()
    r = p.add_run(title); r.italic = True
    p.add_run(" — " + org_line)

para("Kalinda Pham", bold=True, size=18)
para("Singapore  |  +65 9182 4470  |  kalinda.pham.ds@outlook.com  |  github.com/kpham-ds")
para("SUMMARY", bold=True)
para("Data scientist with six years in marketplace pricing and experimentation at a ride-hailing and delivery super-app. "
     "I build demand forecasting and surge-pricing models, design A/B and switchback experiments, and turn causal-inference results "
     "into decisions for operations teams across eight Southeast Asian markets.")
para("EXPERIENCE", bold=True)
job("Senior Data Scientist, Pricing & Marketplace", "Grab, Singapore (April 2023 – present)")
para("Own the dynamic-pricing model for GrabCar in Indonesia and Vietnam; a gradient-boosted (XGBoost) surge model plus a switchback "
     "experimentation framework that I designed reduced rider wait times by 9% without lowering driver earnings.", )
para("Mentor two junior data scientists and review the team's experiment designs; no direct reports.")
para("Migrated feature pipelines from cron jobs to Airflow and PySpark on Databricks, cutting daily refresh time from 5 hours to 50 minutes.")
job("Data Scientist", "Grab, Singapore (July 2020 – March 2023)")
para("Built the driver-incentive uplift model (causal forests in Python) used to allocate weekly incentive budgets; wrote the SQL metrics layer "
     "for the GrabFood delivery-time dashboard in Presto.")
job("Data Science Intern", "Lyft, San Francisco (June – September 2019)")
para("Prototyped an ETA-error anomaly detector for the Rider Experience team using Python and SQL; results presented at the intern demo day.")
job("Research Assistant (part-time)", "Department of Statistics, University of Washington (Jan 2019 – Jun 2020)")
para("Bayesian hierarchical models for bike-share demand in R and Stan, supervised by a faculty member of the department.")
para("EDUCATION", bold=True)
para("M.S. in Statistics — University of Washington, Seattle, 2018 – 2020")
para("B.Sc. in Mathematical Sciences (Honours) — Nanyang Technological University, Singapore, 2014 – 2018")
para("SKILLS", bold=True)
para("Python (pandas, scikit-learn, XGBoost, EconML), SQL (Presto, BigQuery), PySpark, Airflow, Databricks, R, Stan, Tableau, Scala, Kubernetes")
para("AWARDS & ACTIVITIES", bold=True)
para("2nd place, DiDi Chuxing GAIA Open Dataset Challenge (travel-time estimation track), 2019")
para("Speaker, PyData Singapore meetup, 2024: \"Switchback tests for two-sided marketplaces\"")
para("Declined a full-time offer from Uber (Marketplace Data Science, Amsterdam) in 2020.")
d.save(os.path.join(HERE, "..", "cvs", "kalinda_pham_resume.docx"))
