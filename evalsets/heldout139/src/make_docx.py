"""Builds cvs/Ishaan_Vaidyanathan_PM.docx (paragraph layout, no tables)."""
from docx import Document
from docx.shared import Pt
import pathlib
out = pathlib.Path(__file__).resolve().parent.parent / "cvs" / "Ishaan_Vaidyanathan_PM.docx"
d = Document()
d.styles["Normal"].font.name = "Calibri"
d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("Ishaan Vaidyanathan", 0)
d.add_paragraph("Senior Product Manager · Bengaluru, India · +91 98450 31762 · ishaan.vaidya@gmail.com · linkedin.com/in/ishaanv")
d.add_heading("Summary", 1)
d.add_paragraph(
    "Product manager with eight years in consumer internet, the last six in food delivery. I started as a "
    "software engineer, moved into product after an MBA, and now run the restaurant-discovery and checkout "
    "surfaces of Swiggy's food marketplace. I like problems where ranking, pricing and operations meet: "
    "delivery-fee design, search relevance and reducing order cancellations.")
d.add_heading("Experience", 1)
def job(head, dates, bullets):
    p = d.add_paragraph(); r = p.add_run(head); r.bold = True; p.add_run("    " + dates)
    for b in bullets:
        d.add_paragraph(b, style="List Bullet")
job("Swiggy (Bundl Technologies) — Senior Product Manager, Food Marketplace", "04/2022 - today", [
    "Lead a pod of 2 associate product managers, 9 engineers and 2 designers; I hire and manage the two APMs directly.",
    "Redesigned the delivery-fee and surge model shown at checkout, cutting cart abandonment by 4.1 percentage points across 600+ cities.",
    "Shipped personalised restaurant ranking on the home feed together with the data science team; ran 30+ A/B tests in-house and read them out in SQL and Amplitude.",
])
job("Swiggy (Bundl Technologies) — Product Manager, Order Tracking", "04/2020 - 03/2022", [
    "Owned live order tracking and delivery-partner ETA; rebuilt the ETA promise with the logistics team and reduced 'where is my order' tickets by 22%.",
    "Launched contactless delivery during the 2020 lockdowns in three weeks.",
])
job("Flipkart — Associate Product Manager, Supply Chain Products", "06/2018 - 03/2020", [
    "Wrote PRDs for the seller pickup-slot scheduler used by 40,000 sellers; worked with Ekart operations on hub capacity dashboards.",
])
job("Infosys — Systems Engineer", "07/2015 - 05/2016", [
    "Java and Oracle PL/SQL maintenance for a UK retail bank client (Lloyds) at the Mysuru and Pune development centres.",
])
d.add_heading("Education", 1)
d.add_paragraph("Indian Institute of Management Ahmedabad — Post Graduate Programme in Management (MBA), 2016 – 2018")
d.add_paragraph("National Institute of Technology, Tiruchirappalli — B.Tech., Computer Science and Engineering, 2011 – 2015")
d.add_heading("Other", 1)
d.add_paragraph("Speaker, 'Pricing a delivery fee people accept', ProductCon Bengaluru 2023.")
d.add_paragraph("Offer of Product Manager from Zomato (2022) declined.")
d.add_paragraph("Pragmatic Institute PMC-III certification (2019).")
d.add_heading("Skills", 1)
d.add_paragraph("Product: discovery, PRDs, roadmapping, A/B testing, pricing experiments")
d.add_paragraph("Data: SQL, Amplitude, Mixpanel, Looker, basic Python")
d.add_paragraph("Design & delivery: Figma, JIRA, Confluence")
d.save(out)
print(out)
