"""Build cvs/Ruaridh_Fenwick_CV.docx (English, each job = heading line + dates line)."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs" / "Ruaridh_Fenwick_CV.docx"
d = Document()
d.styles["Normal"].font.name = "Calibri"
d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("Ruaridh Fenwick", 0)
d.add_paragraph("Senior Full-Stack Engineer · Amsterdam, NL · +31 6 2841 7730 · ruaridh.fenwick@proton.me · github.com/rfenwick")
d.add_heading("Summary", 1)
d.add_paragraph(
    "Full-stack engineer with nine years building consumer travel products, mostly in TypeScript/React "
    "on the front end and Node.js or Kotlin services behind it. I like owning a feature end to end, "
    "from the database migration to the A/B test readout.")
d.add_heading("Experience", 1)
jobs = [
    ("Booking.com, Amsterdam — Senior Full-Stack Engineer", "Mar 2022 – Present", [
        "Accommodation checkout team: React and TypeScript front end, Java and Perl back-end services, MySQL.",
        "Led the move of the payment-method selector to a GraphQL API; checkout errors down 18%.",
        "Run our team's on-call rota and interview loop for full-stack candidates."]),
    ("Skyscanner, Edinburgh — Senior Software Engineer", "Jul 2019 – Feb 2022", [
        "Flights search results page: React, Node.js BFF, services on AWS (ECS, DynamoDB, Lambda).",
        "Introduced contract tests between the web app and the pricing service; cut release rollbacks by half."]),
    ("Skyscanner, Edinburgh — Software Engineer", "Sep 2017 – Jun 2019", [
        "Built hotel-deals widgets in React and a Node.js/Express API; migrated deployment to Kubernetes in 2018."]),
    ("Skyscanner, Edinburgh — Software Engineering Intern", "Summer 2016", [
        "Twelve-week internship on the price alerts e-mail service (Python)."]),
]
for head, dates, bullets in jobs:
    p = d.add_paragraph()
    r = p.add_run(head); r.bold = True; r.font.size = Pt(11.5)
    d.add_paragraph(dates).runs[0].italic = True
    for b in bullets:
        d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("BSc (Hons) Computer Science, Heriot-Watt University, Edinburgh — 2013–2017 (First Class)")
d.add_heading("Skills", 1)
d.add_paragraph("Languages & frameworks: TypeScript, JavaScript, React, Node.js, Java, Kotlin, Python, GraphQL")
d.add_paragraph("Data & infra: MySQL, PostgreSQL, DynamoDB, AWS, Kubernetes, Terraform, Docker")
d.add_paragraph("Also interested in / learning: Rust, Elixir, Flutter")
d.add_heading("Other", 1)
d.add_paragraph("Finalist, Expedia Group Hackathon, London, 2018 (team of three; offline-first itinerary app)")
d.add_paragraph("Right to work in the Netherlands (Highly Skilled Migrant permit).")
d.save(OUT)
print("wrote", OUT)
