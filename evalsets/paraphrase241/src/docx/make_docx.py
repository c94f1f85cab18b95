"""Builds the two DOCX CVs of paraphrase241 into ../../cvs/."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "cvs")

def sekar():
    d = Document()
    sec = d.sections[0]
    sec.footer.paragraphs[0].text = "Sekar Kusumawati  ·  CV  ·  page 1"
    d.add_paragraph("sekar.kusumawati@gmail.com  |  +65 9127 4408  |  Singapore (Permanent Resident)")
    d.add_heading("Payments Product Manager", level=1)
    d.add_paragraph("Product manager for real-time and cross-border payments with 14 years across banking, "
                    "e-wallets and consulting. Comfortable writing my own SQL and building the dashboards I present.")
    d.add_heading("Experience", level=1)
    d.add_heading("DBS Bank, Singapore — Senior Product Manager (Vice President), Payments · since 06/2020", level=2)
    for b in [
        "Own the PayNow and FAST account-to-account payment journeys in the digibank app (4.1 million monthly active users).",
        "Launched PayNow–PromptPay cross-border QR payments with Thailand; drove 27% growth in outbound remittance volume in 2023.",
        "Write SQL against the Teradata payments warehouse and maintain the Tableau scorecards reviewed by the Payments leadership team every Monday.",
        "Promoted from Product Manager (Assistant Vice President) to Senior Product Manager (Vice President) in 04/2023.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("OVO (PT Visionet Internasional), Jakarta — Product Manager, Merchant Payments · 03/2016 - 05/2020", level=2)
    for b in [
        "Built QRIS merchant acceptance for 350,000 small merchants; ran A/B tests on checkout flows.",
        "Defined fraud rules with the risk team; reduced chargebacks by 18%.",
    ]:
        d.add_paragraph(b, style="List Bullet")
    d.add_heading("Accenture Indonesia — Business Analyst, Financial Services · 09/2012 – 02/2016", level=2)
    d.add_paragraph("Requirements analysis for core-banking migrations; client engagements included Bank Mandiri and "
                    "Bank Central Asia (BCA).", style="List Bullet")
    d.add_heading("Education", level=1)
    d.add_paragraph("Universitas Indonesia — B.Sc. Computer Science, 2008 – 2012")
    d.add_paragraph("Nanyang Technological University — M.Sc. Financial Technology (part-time), 2018 – 2019; "
                    "withdrew after two of four trimesters, degree not completed")
    d.add_heading("Certifications & awards", level=1)
    d.add_paragraph("Certified Scrum Product Owner (CSPO), 2017", style="List Bullet")
    d.add_paragraph("Winner, Singapore FinTech Festival hackathon (payments track), 2019", style="List Bullet")
    d.add_heading("Skills", level=1)
    t = d.add_table(rows=3, cols=2)
    t.style = "Table Grid"
    rows = [("Product", "Roadmapping, PRDs, discovery interviews, A/B testing, ISO 20022"),
            ("Data", "SQL, Tableau, Excel, Amplitude"),
            ("Languages", "Bahasa Indonesia (native), English (fluent), Mandarin (basic)")]
    for r, (a, b) in zip(t.rows, rows):
        r.cells[0].text, r.cells[1].text = a, b
    d.save(os.path.join(OUT, "payments_pm_cv.docx"))

if __name__ == "__main__":
    sekar()
    import ran
    ran.build(OUT)
