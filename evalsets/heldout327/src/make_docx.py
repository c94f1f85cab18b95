"""Build cvs/cv_uxr_2026.docx (the owner's name appears only in the page footer)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = Path(__file__).resolve().parent.parent / "cvs" / "cv_uxr_2026.docx"
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
sec = d.sections[0]
hp = sec.header.paragraphs[0]
hp.text = "Curriculum Vitae — User Experience Research"
hp.alignment = WD_ALIGN_PARAGRAPH.RIGHT
fp = sec.footer.paragraphs[0]
fp.text = "Keziah Brathwaite · keziah.b.research@gmail.com · +65 8123 4470"
fp.alignment = WD_ALIGN_PARAGRAPH.CENTER

d.add_heading("Senior UX Researcher — e-commerce, marketplaces, payments", level=1)
d.add_paragraph("Singapore-based mixed-methods researcher. Eight years of in-house user research on "
                "Southeast Asian marketplaces: checkout, seller tools and buyer trust. Comfortable "
                "running a study end to end, from the research plan to a roadmap decision.")

d.add_heading("Experience", level=2)
def job(title, org, dates, bullets):
    p = d.add_paragraph(); r = p.add_run(f"{title}, {org}"); r.bold = True
    p.add_run(f"\t{dates}")
    for b in bullets:
        d.add_paragraph(b, style="List Bullet")

job("Senior UX Researcher", "Shopee (Sea Group) — Singapore", "04/2022 - today", [
    "Lead researcher for checkout and ShopeePay; plan and run usability tests, diary studies and "
    "in-home interviews in Indonesia, Vietnam and the Philippines.",
    "Designed a conjoint study on shipping-fee framing that informed the 2023 free-shipping threshold change.",
    "Mentor two junior researchers and run the monthly research guild.",
    "Analyse behavioural data in SQL (BigQuery) and R to size problems before fieldwork.",
])
job("UX Researcher", "Lazada Group (an Alibaba Group company) — Singapore", "10/2018 - 03/2022", [
    "Seller Center research: contextual inquiry with small sellers in Thailand and Malaysia, "
    "leading to a redesigned product-listing flow.",
    "Built the team's Qualtrics survey templates and the research repository in Dovetail.",
])
job("User Research Intern", "Grab — Singapore", "summer 2017", [
    "Recruited and ran 25 usability sessions for the GrabFood merchant app.",
])

d.add_heading("Education", level=2)
t = d.add_table(rows=1, cols=4); t.style = "Table Grid"
for c, h in zip(t.rows[0].cells, ["Years", "Degree", "Institution", "Notes"]):
    c.text = h
for row in [
    ("2024 – present", "PhD, Information Science (part-time)", "Nanyang Technological University",
     "In progress, expected 2028; thesis on trust cues in live-stream shopping"),
    ("2017 – 2018", "MSc Human-Computer Interaction", "University College London (UCL)", "Distinction"),
    ("2013 – 2016", "BA (Hons) Psychology", "University of Otago", "First Class Honours"),
]:
    cells = t.add_row().cells
    for c, v in zip(cells, row):
        c.text = v

d.add_heading("Skills", level=2)
s = d.add_table(rows=0, cols=2); s.style = "Table Grid"
for k, v in [
    ("Methods", "Usability testing, diary studies, contextual inquiry, conjoint analysis, survey design"),
    ("Tools", "Figma, Qualtrics, Dovetail, UserTesting, SQL (BigQuery), R"),
    ("Also familiar with", "Tableau, Python (basic), Mandarin (conversational)"),
]:
    cells = s.add_row().cells; cells[0].text = k; cells[1].text = v

d.add_heading("Other", level=2)
d.add_paragraph("Speaker, UX Singapore Conference 2023: “Researching checkout in five languages”.")
d.add_paragraph("Offer from Google Singapore (UX Researcher, 2022) — declined.")
d.save(OUT)
print("wrote", OUT)
