"""Build Kavya Muralidharan's two-column CV (a 1x2 table) as DOCX."""
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.oxml.ns import qn
from docx.oxml import OxmlElement
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "cvs", "Kavya_Muralidharan_DataEngineer.docx")

d = Document()
for s in d.sections:
    s.left_margin = s.right_margin = Cm(1.6)
    s.top_margin = s.bottom_margin = Cm(1.5)
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10)

h = d.add_paragraph(); r = h.add_run("KAVYA MURALIDHARAN"); r.bold = True; r.font.size = Pt(20)
d.add_paragraph("Lead Data Engineer · Singapore · kavya.muralidharan.de@gmail.com · +65 9172 4480")

t = d.add_table(rows=1, cols=2)
t.autofit = False
left, right = t.rows[0].cells
left.width = Cm(6); right.width = Cm(12)

def head(cell, text, first=False):
    p = cell.paragraphs[0] if first else cell.add_paragraph()
    r = p.add_run(text.upper()); r.bold = True; r.font.color.rgb = RGBColor(0x1F, 0x4E, 0x79)

def para(cell, text, bold=False, italic=False):
    p = cell.add_paragraph(); r = p.add_run(text); r.bold = bold; r.italic = italic
    return p

# left column
head(left, "Education", first=True)
para(left, "Georgia Institute of Technology", bold=True)
para(left, "M.S. Computer Science (OMSCS, online, part-time)")
para(left, "Jan 2023 – present · expected graduation 2027")
para(left, "Vellore Institute of Technology (VIT), Vellore", bold=True)
para(left, "B.Tech, Computer Science and Engineering")
para(left, "2013 – 2017 · CGPA 8.9/10")
head(left, "Core skills")
for s in ["Apache Spark (PySpark, Scala)", "Airflow", "Kafka", "Hive / Hadoop", "Snowflake", "dbt", "Python, SQL"]:
    para(left, s)
head(left, "Also familiar with")
para(left, "Rust, Kubernetes, Terraform (self-study and side projects only)")
head(left, "Certifications")
para(left, "AWS Certified Data Engineer – Associate (2024)")
para(left, "Databricks Certified Data Engineer Professional (2022)")

# right column
head(right, "Experience", first=True)
para(right, "DBS Bank — Singapore", bold=True)
para(right, "Lead Data Engineer, Consumer Banking Data Platform · 10/2024 – present", italic=True)
para(right, "Technical lead of a squad of 5 data engineers (no direct reports; people management sits with the chapter lead). Own the design of the Kafka-to-Snowflake streaming ingestion for card transactions and the Airflow orchestration standards used by 14 teams.")
para(right, "Senior Data Engineer · 04/2021 – 09/2024", italic=True)
para(right, "Rebuilt the regulatory (MAS 610) reporting pipelines in PySpark on the on-prem Hadoop cluster, cutting the month-end batch from 11 to 3 hours; introduced dbt tests and data contracts for the risk data mart.")
para(right, "JPMorgan Chase & Co. — Bengaluru", bold=True)
para(right, "Data Engineer, Corporate & Investment Bank Technology · 07/2017 – 03/2021", italic=True)
para(right, "Built Spark (Scala) jobs that reconcile trade and settlement data for the markets back office; migrated 60+ Hive ETL scripts to Spark and wrote the team's Airflow DAG template.")
para(right, "Goldman Sachs — Bengaluru", bold=True)
para(right, "Summer Analyst (intern), Operations Technology · May 2016 – Jul 2016", italic=True)
para(right, "Python scripts for reconciliation break reports.")
head(right, "Other")
para(right, "Mentor, Women in Data Singapore (volunteer, since 2022).")

d.save(OUT)
print("wrote", OUT)
