"""Builds cvs/Chuqi_Wen_Resume_2023.docx (old CV of Wen Chuqi, English)."""
from docx import Document
from docx.shared import Pt
import os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "cvs", "Chuqi_Wen_Resume_2023.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
def para(text, bold=False, italic=False, size=None):
    p = d.add_paragraph(); r = p.add_run(text); r.bold = bold; r.italic = italic
    if size: r.font.size = Pt(size)
    return p
def job(title, company_line, bullets):
    p = d.add_paragraph(); r = p.add_run(title); r.bold = True
    para(company_line, italic=True)
    for b in bullets:
        d.add_paragraph(b, style="List Bullet")
para("Chuqi WEN", bold=True, size=18)
para("Data Analyst | Singapore | +65 8123 4409 | wen.chuqi.data@gmail.com | linkedin.com/in/chuqiwen")
para("Last updated: March 2023", italic=True)
d.add_heading("Summary", level=2)
para("Data analyst with a background in chemical engineering and business analytics, working on marketplace "
     "growth and seller analytics for Southeast Asian e-commerce. Comfortable owning a metric end to end, from "
     "the SQL pipeline to the weekly business review deck.")
d.add_heading("Experience", level=2)
job("Data Analyst", "Shopee (Sea Group), Singapore — 08/2021 - present", [
    "Own the seller-growth dashboard for Shopee Malaysia and Shopee Philippines, built in SQL on Presto and Tableau, used in the weekly regional business review.",
    "Designed and read out 20+ A/B tests on voucher mechanics and free-shipping thresholds, working with product managers and the pricing team.",
    "Automated the monthly GMV bridge from a manual Excel file into an Airflow job, saving the team roughly two days per month.",
])
job("Data Analyst Intern", "JD.com (京东), Beijing — summer 2020", [
    "Ten-week internship in the JD Retail user-growth team; wrote Hive SQL to size the 618 festival coupon audience and cleaned churn cohorts in Python (pandas).",
])
job("Teaching Assistant (part-time)", "NUS Business School, Singapore — Jan 2021 - May 2021", [
    "Tutored two sections of an undergraduate statistics course.",
])
d.add_heading("Education", level=2)
para("National University of Singapore — MSc in Business Analytics, 2020 - 2021", bold=True)
para("East China University of Science and Technology (华东理工大学) — BEng in Chemical Engineering, 2015 - 2019", bold=True)
d.add_heading("Skills", level=2)
para("SQL (Presto, Hive, MySQL), Python (pandas, statsmodels), Tableau, Airflow, Excel, A/B testing, cohort analysis. Also familiar with: SAS, Power BI, Spark MLlib.")
d.add_heading("Certifications & Awards", level=2)
para("Tableau Desktop Specialist (2022). Shopee Code League 2020 — Data Analytics track, top 10 (open competition, participated as a student).")
d.add_heading("Languages", level=2)
para("Mandarin (native), English (fluent, IELTS 8.0), Bahasa Melayu (basic)")
d.save(OUT)
print("wrote", OUT)
