"""Build Rahul Venkataraman's DOCX CV: one table per job."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
h = d.add_paragraph(); r = h.add_run("RAHUL VENKATARAMAN"); r.bold = True; r.font.size = Pt(20)
d.add_paragraph("Lead Kubernetes Platform Engineer  |  Singapore (Employment Pass)  |  +65 9127 4408  |  rahul.venkat.k8s@outlook.com")
d.add_heading("Summary", level=1)
d.add_paragraph(
    "Platform engineer with 12 years in infrastructure, the last 8+ on Kubernetes. I run the internal "
    "container platform that hosts the bank's digital channels: multi-cluster Kubernetes on premises and "
    "on AWS, GitOps delivery, service mesh and the guard-rails that let 300+ application teams ship "
    "without paging us. CKA and CKS certified.")
d.add_heading("Experience", level=1)

jobs = [
    ("DBS Bank", "Singapore", [
        ("Role", "Vice President – Lead Kubernetes Platform Engineer, Middleware & Container Services, Technology & Operations"),
        ("Dates", "01/2023 – today"),
        ("Team", "Lead a squad of 6 engineers (hiring, 1:1s, performance reviews)"),
        ("What I did", "Took the container platform from 14 to 61 production clusters (OpenShift on premises, EKS on AWS); "
                       "moved all deployments to Argo CD GitOps; rolled out Istio mTLS across the payments namespace; "
                       "wrote the cluster-upgrade runbooks that passed the MAS TRM audit in 2024."),
        ("Role (earlier)", "Assistant Vice President – Platform Engineer"),
        ("Dates", "03/2021 – 12/2022"),
        ("What I did", "Built the Terraform modules and Helm charts for new clusters; Prometheus/Thanos monitoring; "
                       "Python tooling for namespace on-boarding and quota requests."),
    ]),
    ("Red Hat", "Bangalore, India", [
        ("Role", "Consultant, later Senior Consultant – OpenShift (Red Hat Consulting, APAC)"),
        ("Dates", "06/2018 – 02/2021"),
        ("What I did", "Installed and upgraded OpenShift 3.11 / 4.x (Kubernetes) clusters for telecom and insurance customers; "
                       "Ansible automation for day-2 operations; promoted to Senior Consultant in 2019."),
    ]),
    ("Tata Consultancy Services (TCS)", "Chennai, India", [
        ("Role", "Systems Engineer – Linux & Middleware"),
        ("Dates", "08/2014 – 05/2018"),
        ("What I did", "Linux (RHEL) administration and WebSphere middleware support on the Barclays account (client); "
                       "shell and Python scripts for patching 900 servers; on-call L2 support."),
    ]),
    ("Infosys", "Mysuru, India", [
        ("Role", "Summer Intern"),
        ("Dates", "May 2013 – Jul 2013"),
        ("What I did", "Internship project: a log-rotation dashboard in Java for the training-centre servers."),
    ]),
]
for company, place, rows in jobs:
    p = d.add_paragraph(); rr = p.add_run(f"{company} — {place}"); rr.bold = True; rr.font.size = Pt(12)
    t = d.add_table(rows=0, cols=2); t.style = "Table Grid"
    for k, v in rows:
        c = t.add_row().cells; c[0].text = k; c[1].text = v
        c[0].paragraphs[0].runs[0].bold = True
    d.add_paragraph("")

d.add_heading("Education", level=1)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
for i, x in enumerate(["Degree", "School", "Dates"]): t.rows[0].cells[i].text = x
for row in [("M.S. Computer Science (OMSCS, online, part-time) – in progress", "Georgia Institute of Technology", "Aug 2022 – present"),
            ("B.E. Computer Science and Engineering", "College of Engineering, Guindy, Anna University", "2010 – 2014")]:
    c = t.add_row().cells
    for i, x in enumerate(row): c[i].text = x
d.add_heading("Certifications", level=1)
d.add_paragraph("Certified Kubernetes Administrator (CKA), 2019; Certified Kubernetes Security Specialist (CKS), 2022; AWS Certified Solutions Architect – Associate, 2021")
d.add_heading("Skills", level=1)
d.add_paragraph("Kubernetes, OpenShift, EKS, Helm, Argo CD, Istio, Terraform, Ansible, Prometheus, Thanos, Go, Python, Rust, Kafka, Linux")
d.add_heading("Other", level=1)
d.add_paragraph("Speaker, KubeCon + CloudNativeCon India 2024 (\"Upgrading 60 clusters without a change freeze\"). "
                "Hackathon: 2nd place, Singapore FinTech Festival hackathon 2022.")
d.save("../cvs/Rahul_Venkataraman_Resume.docx")
print("ok")
