"""Build cvs/Nurul_Izzati_Rahmat_HRBP.docx (English, paragraphs only)."""
from docx import Document
from docx.shared import Pt
import os
d = Document()
d.styles["Normal"].font.name = "Calibri"; d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("Nurul Izzati binti Rahmat", 0)
d.add_paragraph("Singapore | +65 9183 2270 | nurul.izzati.rahmat@gmail.com")
d.add_paragraph("HR Business Partner with ten years in people operations across consulting and consumer internet. "
                "SHRM-SCP certified. Comfortable partnering with engineering and product leaders on org design, "
                "performance calibration and compensation reviews.")
d.add_heading("Professional Experience", 1)
jobs = [
 ("TikTok (ByteDance) — Senior HR Business Partner, Global Monetization Product & Technology", "04/2022 - today, Singapore", [
   "HRBP for ~600 engineers and product managers across Singapore and Jakarta; advise six directors on headcount planning, promotion calibration and reorganisations.",
   "Manage a team of three HRBPs since January 2024.",
   "Designed the retention programme for critical ML talent after the 2023 restructuring; regretted attrition fell from 14% to 8%.",
 ]),
 ("Shopee (Sea Limited) — HR Business Partner, Engineering", "Jul 2019 – Mar 2022, Singapore", [
   "Partnered with the payments and logistics engineering teams (about 350 staff) through rapid hiring growth.",
   "Ran the twice-yearly performance review cycle and handled employee relations cases.",
 ]),
 ("Shopee (Sea Limited) — HR Generalist", "Aug 2018 – Jun 2019, Singapore", [
   "Onboarding, HR operations and employment-pass applications for regional hires.",
 ]),
 ("Accenture — HR Analyst (Talent & Organization)", "2016 – 2018, Kuala Lumpur", [
   "Workforce analytics and engagement survey reporting for internal delivery centres.",
 ]),
]
for head, when, bullets in jobs:
    p = d.add_paragraph(); r = p.add_run(head); r.bold = True
    d.add_paragraph(when)
    for b in bullets:
        d.add_paragraph(b, style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("Master of Business Administration (part-time, weekend programme), Singapore Management University, 2021 – 2023")
d.add_paragraph("Bachelor of Arts (Hons) in Psychology, HELP University, Kuala Lumpur, Malaysia, 2012 – 2016")
d.add_heading("Certifications & Recognition", 1)
d.add_paragraph("SHRM Senior Certified Professional (SHRM-SCP), 2021")
d.add_paragraph("Speaker, \u201cHiring engineers in a downturn\u201d, Google for Startups Accelerator HR Summit, Singapore, 2024")
d.add_heading("Skills", 1)
d.add_paragraph("Workday, Lark (Feishu) People, Excel / Power Query, Tableau, Python (basic), Bahasa Melayu, Mandarin (conversational)")
out = os.path.join(os.path.dirname(__file__), "..", "cvs", "Nurul_Izzati_Rahmat_HRBP.docx")
d.save(out); print("wrote", out)
