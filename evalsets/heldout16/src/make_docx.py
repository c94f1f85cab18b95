"""Build cvs/tao_ruixin_pm_resume.docx (English CV of Tao Ruixin, product manager)."""
from pathlib import Path
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

OUT = Path(__file__).resolve().parent.parent / "cvs" / "tao_ruixin_pm_resume.docx"

d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

t = d.add_paragraph(); r = t.add_run("TAO Ruixin (陶睿昕)"); r.bold = True; r.font.size = Pt(18)
t.alignment = WD_ALIGN_PARAGRAPH.CENTER
c = d.add_paragraph("Shanghai · ruixin.tao@outlook.com · +86 139 1820 5561")
c.alignment = WD_ALIGN_PARAGRAPH.CENTER
d.add_paragraph("Product Lead with 11 years in consumer and payments products. Shipped features used "
                "by hundreds of millions of users at WeChat and TikTok; now leading the merchant "
                "growth product line at Xiaohongshu.")

d.add_heading("Professional Experience", level=1)
jobs = [
    ("Xiaohongshu (RED)", "Product Lead, Merchant Growth", "since 10/2023",
     ["Own the merchant onboarding and seller-tools roadmap for a team of 4 PMs and ~40 engineers.",
      "Launched the live-commerce toolkit for small merchants; GMV from new sellers up 64% year over year."]),
    ("TikTok (ByteDance)", "Senior Product Manager, TikTok Shop", "Aug 2018 – Sep 2023",
     ["Led checkout and payments product for TikTok Shop in Southeast Asia, from zero to launch in 5 markets.",
      "Defined the A/B testing guidelines for the commerce PM team and ran 150+ experiments.",
      "Worked with local payment partners (GrabPay, GCash, DANA) on wallet integrations."]),
    ("Tencent — WeChat Group (WXG)", "Product Manager, WeChat Pay", "Jul 2015 – Jun 2018",
     ["Owned the red-packet and peer-to-peer transfer flows; cut transfer failure rate from 1.8% to 0.4%.",
      "Wrote PRDs and ran user research for the WeChat Pay mini-program payment SDK."]),
    ("Tencent — WeChat Group (WXG)", "Product Intern", "Jun 2014 – Sep 2014",
     ["Competitive analysis and user interviews for WeChat Moments advertising."]),
]
for org, title, dates, bullets in jobs:
    p = d.add_paragraph(); r = p.add_run(org); r.bold = True
    p.add_run("\t" + dates)
    d.add_paragraph(title).runs[0].italic = True
    for b in bullets:
        d.add_paragraph(b, style="List Bullet")

d.add_heading("Education", level=1)
tbl = d.add_table(rows=1, cols=4); tbl.style = "Table Grid"
for i, h in enumerate(["School", "Degree", "Field", "Dates"]):
    tbl.rows[0].cells[i].text = h
for row in [
    ("China Europe International Business School (CEIBS)", "Executive MBA (part-time, in progress)",
     "Business Administration", "2025 – expected 2027"),
    ("Beijing Jiaotong University", "B.Eng.", "Information Management and Information Systems",
     "2011 – 2015"),
]:
    cells = tbl.add_row().cells
    for i, v in enumerate(row):
        cells[i].text = v

d.add_heading("Talks & Certifications", level=1)
for b in ["Speaker, Alibaba Cloud Summit 2022 — “Payments localisation in Southeast Asia”",
          "Pragmatic Institute Certified Product Manager (PMC-III), 2019",
          "Mentor, Google for Startups Accelerator: Southeast Asia, 2021 cohort"]:
    d.add_paragraph(b, style="List Bullet")

d.add_heading("Skills", level=1)
d.add_paragraph("Product strategy, payments, e-commerce, A/B testing, SQL, Figma, Amplitude, "
                "user research; Mandarin (native), English (fluent), Bahasa Indonesia (basic)")

d.save(OUT)
print("wrote", OUT)
