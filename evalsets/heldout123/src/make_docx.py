"""Builds cvs/Farai_Mavhunga_Resume.docx (one table per job)."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "Farai_Mavhunga_Resume.docx")
d = Document()
d.styles["Normal"].font.name = "Calibri"; d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("Farai Mavhunga", 0)
d.add_paragraph("Site Reliability Engineer · Toronto, ON · farai.mavhunga@gmail.com · +1 416 555 0193 · github.com/fmavhunga")
d.add_heading("Summary", 1)
d.add_paragraph("Site reliability engineer with nearly nine years of production experience running large "
                "managed-database and e-commerce platforms. I care about SLOs, boring on-call rotations and "
                "postmortems that actually change something.")
d.add_heading("Experience", 1)
jobs = [
  [("Employer", "Google Cloud (Google LLC), Cloud SQL SRE team"), ("Role", "Senior Site Reliability Engineer"),
   ("Dates", "Apr 2023 – Present"), ("Location", "Toronto, Canada"),
   ("What I did", "Tech lead of the Cloud SQL for PostgreSQL on-call rotation (8 engineers across Toronto and Sydney). "
    "Designed the SLO burn-rate alerting that cut pages per shift by 40%. Mentored three new SREs through their first on-call quarter.")],
  [("Employer", "Google Cloud (Google LLC)"), ("Role", "Site Reliability Engineer"),
   ("Dates", "Aug 2020 – Mar 2023"), ("Location", "Toronto, Canada"),
   ("What I did", "Automated failover drills for Cloud SQL replicas with Go and Python; wrote Terraform modules for regional capacity turn-ups; "
    "ran Prometheus-style monitoring on GKE workloads.")],
  [("Employer", "Shopify"), ("Role", "Production Engineer"),
   ("Dates", "Jan 2018 – Jul 2020"), ("Location", "Ottawa, Canada"),
   ("What I did", "Migrated storefront services from Chef-managed VMs to Kubernetes; owned MySQL sharding runbooks and Black Friday capacity planning.")],
  [("Employer", "IBM Canada"), ("Role", "Co-op Systems Administrator (internship)"),
   ("Dates", "May 2016 – Aug 2016"), ("Location", "Markham, Canada"),
   ("What I did", "Bash and Ansible scripts for patching AIX and Linux test servers.")],
]
for job in jobs:
    t = d.add_table(rows=0, cols=2); t.style = "Table Grid"
    for k, v in job:
        r = t.add_row().cells; r[0].text = k; r[1].text = v
    d.add_paragraph("")
d.add_heading("Education", 1)
d.add_paragraph("University of Waterloo — BASc, Computer Engineering (co-op), 2012 – 2017")
d.add_paragraph("University of Toronto — MEng, Electrical & Computer Engineering, part-time, 2019 – 2020 (four courses completed; did not finish the degree)")
d.add_heading("Certifications & talks", 1)
d.add_paragraph("Certified Kubernetes Administrator (CKA), 2019")
d.add_paragraph("Speaker, KubeCon + CloudNativeCon North America 2022: \"Paging less with multi-window burn-rate alerts\"")
d.add_heading("Skills", 1)
d.add_paragraph("Go, Python, Bash, Terraform, Kubernetes / GKE, Prometheus, MySQL, PostgreSQL, Ansible; also Rust and Haskell (personal projects)")
d.save(OUT)
