from docx import Document
from docx.shared import Pt
d = Document()
d.add_heading("Orlagh Kinsella", 0)
d.add_paragraph("Senior Customer Success Manager · Dublin, Ireland · orlagh.kinsella@gmail.com · +353 87 412 6690")
d.add_heading("Summary", 1)
d.add_paragraph("Customer success lead with ten years in B2B SaaS: onboarding, renewals, expansion and churn "
                "prevention for mid-market and enterprise accounts across EMEA.")
d.add_heading("Experience", 1)
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
h = t.rows[0].cells; h[0].text = "Dates"; h[1].text = "Company / Role"; h[2].text = "What I did"
rows = [
 ("04/2022 – today", "HubSpot, EMEA HQ Dublin — Senior Customer Success Manager",
  "Own a book of 45 enterprise accounts (€6.1M ARR), including Trivago and Deliveroo. Net revenue retention 118% in FY2024. Mentor two new CSMs during onboarding."),
 ("09/2019 – 03/2022", "HubSpot — Customer Success Manager",
  "Managed 110 mid-market accounts; built health scores in Gainsight and renewal playbooks; cut logo churn from 9% to 6%."),
 ("01/2018 – 08/2019", "Zendesk, Dublin — Team Lead, Customer Advocacy",
  "Line manager for 7 support advocates; ran weekly QA reviews and CSAT coaching."),
 ("06/2016 – 12/2017", "Zendesk, Dublin — Customer Advocate",
  "Tier-2 support for Zendesk Support and Guide customers in English and French."),
 ("summer 2015", "Intercom — Customer Support Intern", "Twelve-week internship on the EMEA support queue."),
]
for r in rows:
    c = t.add_row().cells
    for i, v in enumerate(r): c[i].text = v
d.add_heading("Education", 1)
t2 = d.add_table(rows=1, cols=3); t2.style = "Table Grid"
h = t2.rows[0].cells; h[0].text = "Years"; h[1].text = "Institution"; h[2].text = "Degree"
for r in [("2012 – 2016", "Trinity College Dublin", "BA (Mod.) Business and French"),
          ("2023 – present", "University College Dublin (Smurfit School), part-time", "MSc Digital Marketing – in progress, completing 2027")]:
    c = t2.add_row().cells
    for i, v in enumerate(r): c[i].text = v
d.add_heading("Certifications & awards", 1)
for s in ["Gainsight Certified Administrator (2021)", "Salesforce Certified Administrator (2020)",
          "HubSpot EMEA 'Customer Champion' award, 2023"]:
    d.add_paragraph(s, style="List Bullet")
d.add_heading("Skills", 1)
d.add_paragraph("Gainsight, Salesforce, HubSpot CRM, Zendesk, Looker, QBR decks, renewal forecasting. "
                "Also: SQL, Python, Tableau (coursework). Languages: English, French (C1), Irish.")
d.save("../cvs/Orlagh_Kinsella_CV.docx")
