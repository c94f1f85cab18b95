# Builds cvs/Nian_Xiaomin_Resume_2022.docx (the OLD CV of Nian Xiaomin; last updated Jan 2022).
from docx import Document
from docx.shared import Pt
d = Document()
d.styles['Normal'].font.name = 'Calibri'
d.styles['Normal'].font.size = Pt(10.5)
d.add_heading('Xiaomin Nian', 0)
d.add_paragraph('Data Engineer | Shanghai | +86 186 2147 0935 | nianxm.data@outlook.com')
d.add_paragraph('Last updated: January 2022')
d.add_heading('Profile', 1)
d.add_paragraph('Data engineer in the shared-mobility space. I build batch and streaming pipelines that turn '
                'millions of bike rides a day into dispatch, pricing and maintenance signals.')
d.add_heading('Work Experience', 1)
d.add_heading('Hellobike (Shanghai Junzheng Network Technology Co., Ltd.)', 2)
d.add_paragraph('Data Engineer, Data Platform Team — Jul 2020 – Present')
for b in ['Built a Flink + Kafka streaming job that computes bike supply/demand per grid cell every minute, feeding the rebalancing dispatch system in 40+ cities.',
          'Migrated 300+ Hive ETL jobs to Spark SQL on YARN, cutting the nightly batch window from 6 hours to 2.5 hours.',
          'Orchestrated pipelines with Airflow; wrote DAGs and data-quality checks in Python.']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('Mobike', 2)
d.add_paragraph('Data Engineering Intern — summer 2019 (Jun – Sep)')
for b in ['Cleaned GPS trajectory data for lost-bike detection; wrote Hive queries for the operations team.']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('Education', 1)
d.add_heading('Northeastern University (Shenyang, China)', 2)
d.add_paragraph('B.Eng. in Software Engineering, 2016 – 2020')
d.add_heading('Skills', 1)
d.add_paragraph('Languages: Python, Scala, SQL')
d.add_paragraph('Big data: Spark, Flink, Kafka, Hive, ClickHouse, Airflow')
d.add_paragraph('Cloud & other: Snowflake, dbt, Tableau')
d.add_heading('Awards', 1)
d.add_paragraph('Meituan Bike "Urban Mobility Data" hackathon, 2nd place (2021)')
d.save('../cvs/Nian_Xiaomin_Resume_2022.docx')
