"""Builds cvs/valentina_roccaforte_cv_2023.docx (the OLD CV of Valentina Roccaforte)."""
from docx import Document
from docx.shared import Pt

d = Document()
d.add_heading("Valentina Roccaforte", 0)
d.add_paragraph("London, UK  |  v.roccaforte@gmail.com  |  +44 7700 912 458  |  linkedin.com/in/vroccaforte")
d.add_paragraph("Digital marketing professional in luxury fashion, specialised in CRM, paid social and e-commerce performance across EMEA markets.")

d.add_heading("Professional Experience", 1)
d.add_heading("Burberry — London", 2)
p = d.add_paragraph()
p.add_run("Digital Marketing Manager, EMEA").bold = True
p.add_run("    March 2021 – Present")
for b in [
    "Own the EMEA digital marketing plan for ready-to-wear and leather goods, a paid-media budget of £6m across Meta, Google and TikTok.",
    "Launched the always-on CRM journeys in Salesforce Marketing Cloud that lifted repeat-purchase rate by 14% in 2022.",
    "Coordinate agencies in five markets and report weekly KPIs to the Chief Marketing Officer's office using Google Analytics 4 and Tableau.",
]:
    d.add_paragraph(b, style="List Bullet")
p = d.add_paragraph()
p.add_run("CRM & Digital Marketing Executive").bold = True
p.add_run("    September 2018 – February 2021")
for b in [
    "Built segmented e-mail campaigns for the UK and Italian clienteles; ran A/B tests on subject lines and send times.",
    "Supported the 2020 shift of store appointments to clienteling via WeChat and WhatsApp.",
]:
    d.add_paragraph(b, style="List Bullet")

d.add_heading("L'Oréal Italia — Milan", 2)
p = d.add_paragraph()
p.add_run("Digital Marketing Intern, L'Oréal Luxe division (Lancôme)").bold = True
p.add_run("    Feb 2017 – Jul 2017")
d.add_paragraph("Assisted the Lancôme e-retail team with product-page content and influencer seeding reports.", style="List Bullet")

d.add_heading("Education", 1)
d.add_paragraph("Università Bocconi, Milan — MSc in Marketing Management, 2016 – 2018")
d.add_paragraph("University of Bologna (Alma Mater Studiorum) — BA in Communication Sciences, 2013 – 2016")

d.add_heading("Skills", 1)
d.add_paragraph("Google Analytics 4, Salesforce Marketing Cloud, Meta Ads Manager, Google Ads, Tableau, SQL (basic), Adobe Photoshop")
d.add_heading("Languages", 1)
d.add_paragraph("Italian (native), English (fluent), French (professional), Mandarin (beginner)")
d.save("../cvs/valentina_roccaforte_cv_2023.docx")
