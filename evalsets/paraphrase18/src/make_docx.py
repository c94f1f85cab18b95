"""Builds the two DOCX CVs into ../cvs/."""
import os
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cvs")


def qing_shen():
    d = Document()
    t = d.add_heading("Qing SHEN", 0)
    p = d.add_paragraph("Beijing, China | shenqing.data@163.com | +86 138 1762 4095")
    d.add_heading("Summary", 1)
    d.add_paragraph(
        "Data analytics lead with 8+ years in e-commerce and local-services analytics: category "
        "performance, promotion attribution, A/B testing and churn modelling.")
    d.add_heading("Experience", 1)
    d.add_heading("JD.com (JD Retail), Beijing", 2)
    d.add_paragraph("Data Analytics Manager, Jul 2024 – Present")
    d.add_paragraph("Lead a team of six analysts covering JD Supermarket category operations and "
                    "promotion effectiveness; built the GMV attribution model used for 618 and Singles' Day.",
                    style="List Bullet")
    d.add_paragraph("Senior Data Analyst, Jul 2020 – Jun 2024")
    d.add_paragraph("Owned user-growth dashboards and RFM segmentation.", style="List Bullet")
    d.add_heading("Meituan, Beijing", 2)
    d.add_paragraph("Data Analyst, In-store Dining Business Group, Jul 2018 – Jun 2020")
    d.add_paragraph("Merchant churn early-warning model (XGBoost), +18% recall; weekly business reviews "
                    "in Hive SQL and Python.", style="List Bullet")
    d.add_heading("Education", 1)
    tab = d.add_table(rows=3, cols=3)
    tab.style = "Table Grid"
    rows = [("Degree", "School", "Years"),
            ("M.Sc. Statistics", "Huazhong University of Science and Technology (HUST)", "2015 – 2018"),
            ("B.Sc. Mathematics and Applied Mathematics", "Central China Normal University", "2011 – 2015")]
    for r, vals in zip(tab.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("Skills", 1)
    d.add_paragraph("SQL (Hive, Spark SQL), Python (pandas, scikit-learn), Tableau, experiment design, causal inference")
    d.save(os.path.join(OUT, "qing_shen_resume_en.docx"))


def marta():
    d = Document()
    h = d.add_paragraph()
    r = h.add_run("MARTA KOWALCZYK")
    r.bold = True
    r.font.size = Pt(22)
    d.add_paragraph("Senior Product Manager · Dublin, Ireland · marta.kowalczyk.pm@gmail.com · +353 87 555 2291")
    d.add_heading("Profile", 1)
    d.add_paragraph(
        "Product manager who started as a backend engineer. Four years building distributed storage "
        "at Microsoft gave me a habit of reading the code before writing the spec; since 2019 I have "
        "owned payments and trust & safety products used by millions of people.")
    d.add_heading("Work experience", 1)
    tab = d.add_table(rows=4, cols=3)
    tab.style = "Table Grid"
    rows = [("Dates", "Role and company", "What I did"),
            ("04/2022 - today", "Senior Product Manager, TikTok (Trust & Safety), Dublin",
             "Own the creator-appeals product across EMEA; cut median appeal resolution time from 5 days to 19 hours."),
            ("09/2019 - 03/2022", "Product Manager, Stripe, Dublin",
             "Launched SEPA Direct Debit retries in Stripe Billing; defined success metrics with finance and risk teams."),
            ("07/2015 - 08/2019", "Software Engineer II, Microsoft (Azure Storage), Dublin",
             "Backend engineer on Azure Blob Storage geo-replication, C# and C++; on-call for the EU North region.")]
    for r, vals in zip(tab.rows, rows):
        for c, v in zip(r.cells, vals):
            c.text = v
    d.add_heading("Education", 1)
    d.add_paragraph("MSc Computer Science, Trinity College Dublin, 2013 – 2015")
    d.add_paragraph("BSc (Inżynier) Computer Science, Warsaw University of Technology, 2009 – 2013")
    d.add_heading("Other", 1)
    d.add_paragraph("Certified Scrum Product Owner (CSPO), 2020", style="List Bullet")
    d.add_paragraph("Offer from Huawei Ireland Research Centre as software engineer (declined, 2019)", style="List Bullet")
    d.add_paragraph("Languages: Polish (native), English (C2), German (B1)", style="List Bullet")
    d.save(os.path.join(OUT, "Marta_Kowalczyk_CV.docx"))


if __name__ == "__main__":
    qing_shen()
    marta()
