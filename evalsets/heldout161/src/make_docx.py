from docx import Document
from docx.shared import Pt
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
p = d.add_paragraph(); r = p.add_run("SHALINI RAMASAMY"); r.bold = True; r.font.size = Pt(18)
d.add_paragraph("Senior Procurement Manager | Hospitality Supply Chain")
d.add_paragraph("Kuala Lumpur, Malaysia · shalini.ramasamy@gmail.com · +60 12 338 4471")

def head(t):
    p = d.add_paragraph(); r = p.add_run(t.upper()); r.bold = True; r.font.size = Pt(12)

def job(org, title, dates, bullets):
    p = d.add_paragraph(); r = p.add_run(org); r.bold = True
    p.add_run("    " + dates)
    p = d.add_paragraph(); r = p.add_run(title); r.italic = True
    for b in bullets:
        d.add_paragraph(b, style="List Bullet")

head("Profile")
d.add_paragraph("Hotel procurement professional with more than seventeen years of purchasing and strategic sourcing "
    "experience across international hotel groups. Currently responsible for category strategy for 140+ managed "
    "and franchised hotels, with a focus on food & beverage, operating supplies and FF&E.")
head("Professional Experience")
job("Marriott International — Asia Pacific (excl. Greater China) Regional Office, Kuala Lumpur",
    "Senior Procurement Manager, Asia Pacific", "Jan 2022 – Present",
    ["Lead a team of 7 category buyers covering F&B, guest amenities and engineering spares across 11 markets.",
     "Run all regional tenders in SAP Ariba; moved 80% of spend onto framework agreements and delivered USD 4.2M savings in 2024.",
     "Chair the regional supplier sustainability review (cage-free eggs, single-use plastics phase-out)."])
job("Marriott International — Malaysia & Singapore",
    "Area Procurement Manager", "Mar 2018 – Dec 2021",
    ["Consolidated purchasing for 14 hotels after the Starwood integration; renegotiated linen and laundry contracts.",
     "Kept F&B supply running through the 2020 movement control order with local farm suppliers."])
job("Shangri-La Group — Shangri-La Hotel Kuala Lumpur and Shangri-La Rasa Sayang, Penang",
    "Cluster Purchasing Manager", "Aug 2013 – Feb 2018",
    ["Managed purchasing and receiving for two resorts; introduced e-procurement via Birchstreet."])
job("Hilton Kuala Lumpur (Hilton Worldwide)",
    "Purchasing Officer", "Jun 2009 – Jul 2013",
    ["Issued purchase orders, maintained the approved vendor list and ran quarterly market-price surveys."])
head("Education")
p = d.add_paragraph(); p.add_run("Warwick Business School, University of Warwick").bold = True
d.add_paragraph("Distance Learning MBA (part-time, online), 2019 – 2022")
p = d.add_paragraph(); p.add_run("Universiti Utara Malaysia").bold = True
d.add_paragraph("Bachelor of Business Administration (Hons), Logistics Management, 2005 – 2009")
head("Certifications & Memberships")
d.add_paragraph("MCIPS — Member of the Chartered Institute of Procurement & Supply (2016)", style="List Bullet")
d.add_paragraph("Accor Hotel Procurement Summit 2019 — panel speaker", style="List Bullet")
head("Skills")
d.add_paragraph("Strategic sourcing, contract negotiation, SAP Ariba, Birchstreet, Excel, supplier audits, Power BI (basic)")
d.save("../cvs/Shalini_Ramasamy_CV.docx")
