# Builds cvs/tharani_kumaresan_cv_2021.docx (old CV, plain paragraphs only)
from docx import Document
import os
out = os.path.join(os.path.dirname(__file__), "..", "cvs", "tharani_kumaresan_cv_2021.docx")
paras = [
"THARANI KUMARESAN",
"Data Engineer | Singapore | +65 9127 4480 | tharani.kumaresan@gmail.com",
"",
"SUMMARY",
"Data engineer in retail banking, building batch and streaming pipelines for risk and regulatory reporting. Comfortable with Spark, Teradata and Informatica; currently moving our workloads to a Hadoop-based data lake.",
"",
"EXPERIENCE",
"DBS Bank Ltd, Singapore — Data Engineer, Consumer Banking Group, Jul 2016 – Present",
"Build and maintain ETL pipelines in Informatica PowerCenter and Teradata BTEQ feeding MAS regulatory returns (MAS 610).",
"Migrated 40+ nightly Teradata jobs to PySpark on the bank's Cloudera data lake, cutting batch window from 6 h to 2.5 h.",
"Set up Kafka ingestion of card transaction events for the fraud analytics team.",
"Infosys Ltd, Chennai — Summer Intern, Jun 2015 – Jul 2015",
"Wrote SQL test scripts for a banking client's data warehouse migration.",
"",
"EDUCATION",
"M.Sc. Data Science (online, part-time), Goldsmiths, University of London, 2020 – present (expected 2023)",
"B.E. Computer Science and Engineering, PSG College of Technology, Coimbatore, 2012 – 2016",
"",
"SKILLS",
"Spark / PySpark, SQL, Teradata, Informatica PowerCenter, Kafka, Hive, Control-M, Python, Unix shell",
"",
"AWARDS",
"DBS Hack2Hire 2019 — mentor; DBS Consumer Banking Group 'Data Champion' award 2020",
]
d = Document()
for p in paras:
    d.add_paragraph(p)
d.save(out)
print("wrote", out)
