"""Builds cvs/Sharmila_Devarajan_CV_2022.docx (old CV, plain paragraphs)."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "Sharmila_Devarajan_CV_2022.docx")
paras = [
    ("Sharmila Devarajan", "Title"),
    ("Singapore | +65 9123 4587 | sharmila.devarajan@gmail.com | linkedin.com/in/sharmiladevarajan", None),
    ("Last updated: June 2022", None),
    ("SUMMARY", "Heading 2"),
    ("Growth product manager in online travel. I run experiments on the booking funnel and own acquisition and retention levers for a hotel and flights app used in 30+ markets.", None),
    ("EXPERIENCE", "Heading 2"),
    ("Agoda (a Booking Holdings company), Bangkok, Thailand", None),
    ("Product Manager – Growth, January 2020 – present", None),
    ("Own the app install-to-first-booking funnel; ran 60+ A/B tests on onboarding, price display and push notifications, lifting first-booking conversion by 11%.", None),
    ("Launched referral credits in 6 markets with the loyalty team; defined success metrics in SQL and Tableau.", None),
    ("Grab, Singapore", None),
    ("Product Analyst, August 2017 – December 2019", None),
    ("Built driver-supply and rider-retention dashboards and sized experiments for GrabFood promotions.", None),
    ("Lazada, Singapore", None),
    ("Product Intern, May 2016 – August 2016", None),
    ("Summer internship on the checkout team; analysed cart abandonment and wrote requirements for a voucher wallet.", None),
    ("EDUCATION", "Heading 2"),
    ("National University of Singapore — BSc (Hons) Business Analytics, 2013 – 2017", None),
    ("SKILLS", "Heading 2"),
    ("SQL, Amplitude, Mixpanel, A/B testing and experiment design, Tableau, Python (basic), JIRA", None),
    ("OTHER", "Heading 2"),
    ("Speaker, Product-Led Growth Summit Singapore 2021. Declined a 2021 offer from Traveloka to stay at Agoda.", None),
]
d = Document()
for text, style in paras:
    p = d.add_paragraph(text, style=style) if style else d.add_paragraph(text)
d.save(OUT)
print("wrote", OUT)
