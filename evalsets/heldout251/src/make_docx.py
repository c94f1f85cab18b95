"""Builds cvs/cv_payments_2026.docx (Farid Mansour). Paragraphs only; his name is only in the
section footer and the e-mail handle, never in the body."""
from docx import Document
from docx.shared import Pt
import os
out = os.path.join(os.path.dirname(__file__), "..", "cvs", "cv_payments_2026.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
d.sections[0].footer.paragraphs[0].text = "Farid Mansour · CV · updated November 2026"
P = d.add_paragraph
def h(t): p = P(); r = p.add_run(t); r.bold = True; r.font.size = Pt(13)
def b(t): P(t, style="List Bullet")
p = P(); r = p.add_run("Backend Engineer — Payments"); r.bold = True; r.font.size = Pt(18)
P("Singapore · +65 9127 4480 · farid.mansour.dev@gmail.com · github.com/fmansour-pay")
h("Profile")
P("Backend engineer who has spent his whole career on money movement: checkout, payment routing, "
  "refunds and ledger reconciliation for marketplaces selling across borders. I care about idempotency, "
  "boring deploys and reconciliation reports that close to the cent.")
h("Experience")
P("SHEIN — Singapore · Senior Backend Engineer, Global Payments Platform · 09/2022 - today")
b("Own the payment-routing service in Go that picks an acquirer (Adyen, Checkout.com, PayPal) per order; it handles checkout for shoppers in more than 150 countries.")
b("Added local payment methods Pix (Brazil), Klarna and iDEAL; built the Kafka-based refund pipeline and the daily reconciliation job against acquirer settlement files.")
b("Run the services on Kubernetes with MySQL and Redis; on-call for the payments domain.")
b("Mentored two junior engineers through their first year.")
P("Shopee — Singapore · Backend Engineer, ShopeePay · Jul 2019 – Aug 2022")
b("Java / Spring Boot services for wallet top-ups and merchant payouts; moved the payout scheduler from cron jobs to RocketMQ delayed messages.")
b("Wrote the idempotency-key library later adopted by four payments teams.")
P("Grab — Singapore · Software Engineering Intern, GrabPay · May 2018 – Aug 2018")
b("Built an internal tool in Python to replay failed card-authorisation callbacks.")
h("Education")
P("University of London (Goldsmiths) — MSc Computer Science, online, part-time · since 10/2023 (expected 2027)")
P("National University of Singapore — Bachelor of Computing (Computer Science) · 2015 – 2019")
h("Certifications & Awards")
P("AWS Certified Solutions Architect – Associate, 2021")
P("Money20/20 Asia Hackathon 2023 — 1st prize (team of three), cross-border refunds prototype")
h("Skills")
P("Go, Java, Kotlin, Python, Rust, Haskell, Scala · Kafka, RocketMQ · MySQL, Redis, PostgreSQL · Kubernetes, Terraform · PCI DSS, 3-D Secure, ISO 20022")
d.save(out)
