"""Builds the two DOCX CVs of heldout115 (python-docx)."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs"


def job_table(doc, rows):
    t = doc.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    for k, v in rows:
        cells = t.add_row().cells
        cells[0].text = k
        cells[1].text = v
    doc.add_paragraph("")


def thandeka():
    d = Document()
    d.add_heading("Thandeka Mbatha, ACA", 0)
    d.add_paragraph("London, UK  |  +44 7700 912 384  |  thandeka.mbatha@gmail.com  |  linkedin.com/in/tmbatha-fpa")
    d.add_heading("Profile", 1)
    d.add_paragraph(
        "Chartered accountant who spent five years in external audit before moving into commercial finance. "
        "Since 2020 I have worked in FP&A for listed consumer-goods and luxury businesses, owning budgets, "
        "reforecasts and board packs, and building driver-based models that the business actually uses.")
    d.add_heading("Experience", 1)
    job_table(d, [
        ("Employer", "Burberry Group plc, London"),
        ("Title", "FP&A Manager, Retail EMEIA"),
        ("Dates", "Jul 2022 – Present"),
        ("Scope", "Line-manage 3 analysts; own the annual budget and monthly reforecast for 90 stores across Europe, Middle East, India and Africa."),
        ("Achievements", "Moved the store P&L forecast from spreadsheets to Anaplan, cutting the reforecast cycle from 9 to 4 working days. "
                         "Built the markdown and stock-cover model used in the weekly trading meeting."),
    ])
    job_table(d, [
        ("Employer", "Unilever plc, London (Beauty & Wellbeing business group)"),
        ("Title", "Senior Financial Analyst, FP&A"),
        ("Dates", "Sep 2020 – Jun 2022"),
        ("Scope", "Monthly close commentary, rolling forecast and brand P&L reviews for the UK & Ireland prestige portfolio."),
        ("Achievements", "Consolidated forecasts in SAP BPC and automated variance reporting in Power BI; "
                         "supported the business case for two acquisitions in the prestige portfolio."),
    ])
    job_table(d, [
        ("Employer", "Deloitte LLP, London – Audit & Assurance"),
        ("Title", "Audit Senior (Sep 2018 – Aug 2020); Audit Associate (Sep 2015 – Aug 2018)"),
        ("Dates", "Sep 2015 – Aug 2020"),
        ("Scope", "Statutory audits of FTSE 250 retail and consumer clients; ran fieldwork teams of up to 5 on site."),
        ("Achievements", "Clients included Tesco, Associated British Foods and BT Group. Qualified as ACA (ICAEW) in 2018 at the first attempt."),
    ])
    job_table(d, [
        ("Employer", "KPMG South Africa, Cape Town"),
        ("Title", "Vacation work student, Audit"),
        ("Dates", "Dec 2013 – Jan 2014"),
        ("Scope", "Six-week vacation programme: bank reconciliations and inventory count attendance."),
    ])
    d.add_heading("Education", 1)
    d.add_paragraph("MSc Financial Mathematics (part-time), King's College London, 2019 – 2020 — withdrawn after year one (moved to industry)")
    d.add_paragraph("BCom Accounting, University of Cape Town, 2012 – 2014 (with a Postgraduate Diploma in Accounting, 2015)")
    d.add_heading("Skills", 1)
    d.add_paragraph("Anaplan (Level 2 Model Builder), SAP BPC, Excel / VBA, Power BI, IFRS, Python (pandas) – self-taught, Tableau")
    d.add_heading("Other", 1)
    d.add_paragraph("Treasurer, Southwark Netball Club (volunteer), 2019 – present")
    d.save(OUT / "Thandeka_Mbatha_CV.docx")


def radoslaw():
    d = Document()
    sec = d.sections[0]
    sec.header.paragraphs[0].text = "Radosław Pietrzak — CV — updated October 2026"
    d.add_heading("Radosław Pietrzak", 0)
    d.add_paragraph("Senior Site Reliability Engineer  ·  Dublin, Ireland  ·  r.pietrzak.sre@gmail.com  ·  +353 87 614 2290")
    d.add_heading("Summary", 1)
    d.add_paragraph(
        "SRE with 13 years in production operations, the last nine at hyperscale cloud providers. I care about boring, "
        "well-understood failure modes: capacity planning, safe rollouts, good SLOs and blameless postmortems.")
    d.add_heading("Experience", 1)
    d.add_paragraph("Google (Google Cloud), Dublin", style="Heading 2")
    d.add_paragraph("Senior Site Reliability Engineer, Cloud Load Balancing — 03/2024 - today")
    for b in [
        "Tech lead for the reliability of the global external load balancer control plane; own SLOs and the error-budget policy for 4 regions.",
        "Led the migration of rollout tooling to progressive, canary-gated pushes; config-push incidents down 60% year on year.",
        "Mentored two new SREs through onboarding and on-call shadowing.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Site Reliability Engineer, Cloud Load Balancing — 11/2021 - 02/2024")
    for b in [
        "On-call for GCLB data plane (Envoy-based proxies on Borg); wrote Go tooling for automated drain and traffic shifting.",
        "Ran 30+ postmortems; built capacity forecasts in BigQuery for the proxy fleet.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Amazon Web Services (AWS), Dublin", style="Heading 2")
    d.add_paragraph("Systems Development Engineer, Amazon EKS — 07/2017 - 10/2021")
    for b in [
        "Operated the EKS control plane fleet (Kubernetes API servers and etcd) across EU regions; automated cluster upgrades with Terraform and Python.",
        "Built Prometheus/Grafana dashboards and alarms that became the team's standard paging set.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_paragraph("Allegro.pl, Poznań", style="Heading 2")
    d.add_paragraph("Systems Engineer — 09/2013 - 06/2017 (Junior Systems Engineer until 2015)")
    d.add_paragraph("Linux fleet automation with Puppet; on-call for the marketplace search cluster.", style="List Bullet")
    d.add_heading("Education", 1)
    d.add_paragraph("MSc Computer Science, Warsaw University of Technology, 2011 – 2013")
    d.add_paragraph("BSc (Inżynier) Computer Science, Warsaw University of Technology, 2007 – 2011")
    d.add_heading("Certifications & talks", 1)
    d.add_paragraph("Certified Kubernetes Administrator (CKA), 2019")
    d.add_paragraph("Speaker, SREcon22 EMEA: \"Draining a global load balancer without anyone noticing\"")
    d.add_heading("Skills", 1)
    d.add_paragraph("Go, Python, Kubernetes, Terraform, Prometheus, Borg, BigQuery, Linux internals, Rust (learning)")
    d.save(OUT / "radoslaw_pietrzak_cv_2026.docx")


if __name__ == "__main__":
    thandeka()
    radoslaw()
