"""Builds cvs/Darren_Ong_Resume_2026.docx: English CV, one 2-column table per job."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
h = d.add_paragraph(); r = h.add_run("DARREN ONG JUN KAI"); r.bold = True; r.font.size = Pt(18)
h.alignment = WD_ALIGN_PARAGRAPH.CENTER
p = d.add_paragraph("Singapore  |  +65 9174 2286  |  darren.ongjk@gmail.com  |  github.com/dojk")
p.alignment = WD_ALIGN_PARAGRAPH.CENTER
d.add_heading("Summary", level=2)
d.add_paragraph("Backend engineer with 7+ years building high-throughput services for ride-hailing "
                "dispatch and e-commerce payments. Comfortable owning services end to end, from "
                "design docs to on-call.")
d.add_heading("Work Experience", level=2)

jobs = [
    dict(company="Grab (GrabTaxi Holdings Pte. Ltd.)", loc="Singapore", title="Senior Software Engineer, Backend — Marketplace / Dispatch",
         dates="04/2022 - today", type="Full-time",
         stack="Go, gRPC, Kafka, Redis, MySQL (TiDB), Kubernetes, Terraform, Datadog",
         bullets=["Own the driver-allocation service that matches ride requests to drivers in 8 countries (peak ~45k requests/s); rewrote the batching logic in Go and cut p99 matching latency from 420 ms to 180 ms.",
                  "Designed an idempotent surge-pricing event pipeline on Kafka, replacing a cron-based job.",
                  "Mentored two engineering interns and ran the team's on-call rotation in 2024."]),
    dict(company="Shopee (Sea Limited)", loc="Singapore", title="Software Engineer, Payments Backend (ShopeePay)",
         dates="07/2019 - 03/2022", type="Full-time",
         stack="Java (Spring Boot), MySQL, Redis, RocketMQ",
         bullets=["Built the wallet top-up and refund reconciliation services in Java for ShopeePay Malaysia and Philippines.",
                  "Cut daily reconciliation breaks by 70% by adding double-entry ledger checks."]),
    dict(company="Gojek", loc="Jakarta, Indonesia", title="Backend Engineering Intern, GoRide",
         dates="06/2018 - 08/2018", type="Internship",
         stack="Go, PostgreSQL",
         bullets=["Summer internship on the GoRide team: added driver-location staleness metrics to the booking service."]),
]
for j in jobs:
    t = d.add_table(rows=5, cols=2); t.style = "Table Grid"
    rows = [("Company", f"{j['company']} — {j['loc']}"), ("Role", j["title"]),
            ("Period", f"{j['dates']} ({j['type']})"), ("Tech", j["stack"])]
    for i, (k, v) in enumerate(rows):
        t.cell(i, 0).text = k; t.cell(i, 1).text = v
    t.cell(4, 0).text = "What I did"
    c = t.cell(4, 1); c.text = j["bullets"][0]
    for b in j["bullets"][1:]:
        c.add_paragraph(b)
    d.add_paragraph("")

d.add_heading("Education", level=2)
d.add_paragraph("Georgia Institute of Technology — M.S. in Computer Science (OMSCS, online, part-time), Aug 2024 – present, expected 2027")
d.add_paragraph("Universiti Teknologi Malaysia (UTM), Johor Bahru — Bachelor of Computer Science (Software Engineering), 2015 – 2019, First Class Honours")
d.add_heading("Awards & Activities", level=2)
d.add_paragraph("Finalist, AWS Hackathon Singapore 2021 (team of 3, serverless fraud scoring prototype)")
d.add_paragraph("AWS Certified Solutions Architect – Associate (2023)")
d.add_heading("Skills", level=2)
d.add_paragraph("Languages: Go, Java, Python, Rust, Scala")
d.add_paragraph("Infra: Kafka, Redis, MySQL, TiDB, Kubernetes, Terraform, gRPC")
d.save("cvs/Darren_Ong_Resume_2026.docx")
