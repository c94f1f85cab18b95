# Builds cvs/Jialin_Zeng_Resume_EN.docx (English)
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), '..', 'cvs', 'Jialin_Zeng_Resume_EN.docx')
d = Document()
d.styles['Normal'].font.name = 'Calibri'; d.styles['Normal'].font.size = Pt(10.5)
d.add_heading('Jialin Zeng (曾嘉琳)', 0)
d.add_paragraph('Senior Business Intelligence Analyst | Shanghai')
d.add_paragraph('jialin.zeng.bi@gmail.com | +86 139 1762 4085')

d.add_heading('Summary', 1)
d.add_paragraph('BI analyst with 8 years of experience turning messy operational data into dashboards, metrics and decisions. '
                'Background in management consulting, now in local-services e-commerce. Comfortable owning a metric end to end: '
                'definition, SQL pipeline, dashboard, and the weekly business review where it is discussed.')

d.add_heading('Experience', 1)
d.add_paragraph('Meituan — Food Delivery business group, Shanghai', style='Heading 2')
d.add_paragraph('Senior BI Analyst, Jul 2023 – Present')
for b in ['Own the merchant-growth metrics layer for East China: 60+ certified metrics in Hive / Spark SQL feeding the regional weekly business review.',
          'Built the Tableau dashboard suite used by 300+ city managers; cut ad-hoc data requests to the team by roughly 40%.',
          'Designed and read out A/B tests for merchant subsidy policies; the winning variant saved about RMB 18m a year in subsidy spend.']:
    d.add_paragraph(b, style='List Bullet')
d.add_paragraph('BI Analyst, Apr 2021 – Jun 2023')
for b in ['Migrated 120 legacy Excel reports to Power BI and automated their refresh with Python and Airflow.',
          'Supported the pricing team with cohort and elasticity analyses for delivery fees.']:
    d.add_paragraph(b, style='List Bullet')

d.add_paragraph('Deloitte China — Consulting, Shanghai', style='Heading 2')
d.add_paragraph('Business Analyst → Senior Consultant, Jul 2018 – Mar 2021')
for b in ['Data and analytics workstreams on client engagements, including a customer-churn model and management dashboards for China Merchants Bank (client) and a store-performance reporting rollout for Yonghui Superstores (client).',
          'Wrote the SQL and Power BI layer for a finance-transformation project; trained client staff on self-service reporting.']:
    d.add_paragraph(b, style='List Bullet')

d.add_paragraph('Trip.com (Ctrip), Shanghai', style='Heading 2')
d.add_paragraph('Data Analyst Intern, summer 2017')
d.add_paragraph('Hotel booking funnel analysis for the domestic hotels team.', style='List Bullet')

d.add_heading('Education', 1)
t = d.add_table(rows=2, cols=3); t.style = 'Table Grid'
for r, row in enumerate([
    ('Georgia Institute of Technology', 'Online Master of Science in Analytics (OMSA), part-time', 'Jan 2024 – expected 2027 (in progress)'),
    ('Shanghai University of Finance and Economics', 'Bachelor of Economics, Statistics', '2014 – 2018')]):
    for c, v in enumerate(row):
        t.cell(r, c).text = v

d.add_heading('Skills', 1)
d.add_paragraph('SQL (Hive, Spark SQL, MySQL), Python (pandas), Tableau, Power BI, Excel / VBA, Airflow, A/B testing, cohort analysis')
d.add_heading('Languages', 1)
d.add_paragraph('Mandarin (native), English (IELTS 7.5), Cantonese (conversational)')
d.add_heading('Certifications', 1)
d.add_paragraph('Microsoft Certified: Power BI Data Analyst Associate (2022)')
d.save(OUT)
print('saved', OUT)
