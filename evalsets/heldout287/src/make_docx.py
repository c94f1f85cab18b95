"""Builds cvs/kirsty_mulhearn_cv.docx (plain paragraphs, no tables)."""
from docx import Document
from docx.shared import Pt

P = [
    ("b", "Kirsty Mulhearn"),
    ("", "Glasgow, UK  |  07700 918 342  |  kirsty.mulhearn@outlook.com  |  HCPC registered (PH1187243)"),
    ("h", "PROFILE"),
    ("", "Chartered physiotherapist who moved from musculoskeletal practice into running clinics. I now look after operations for a network of outpatient physiotherapy and musculoskeletal clinics in Scotland: staffing and rotas, patient flow, clinical governance, and the numbers behind them. I still hold my HCPC registration and do one clinical session a fortnight to stay close to the patients and the team."),
    ("h", "EXPERIENCE"),
    ("b", "Clinic Operations Lead, Scotland - Bupa Health Clinics, Glasgow    01/2023 - today"),
    ("", "I line-manage four clinic managers across the Glasgow, Edinburgh, Aberdeen and Dundee sites (28 physiotherapists and 9 admin staff in total). I own the operating budget, the clinician rota model and the quarterly clinical audit. In 2024 I moved all four sites from paper triage to an online self-referral pathway, which cut the average wait for a first appointment from 11 days to 4. I built the weekly operations dashboard in Power BI on top of the Cliniko booking data, and I run the recruitment for band-equivalent physiotherapy roles."),
    ("b", "Clinic Manager - Nuffield Health Glasgow Hospital, Outpatient Physiotherapy    01/2020 - 12/2022"),
    ("", "Promoted from the clinical team to run the outpatient physiotherapy department (11 staff). I kept a reduced caseload while taking over rotas, complaints, stock and the move to video consultations during the 2020 lockdowns, and brought the department's did-not-attend rate down from 9% to 5%."),
    ("b", "Musculoskeletal Physiotherapist - Nuffield Health Glasgow Hospital    04/2017 - 12/2019"),
    ("", "Outpatient MSK caseload (spinal, post-operative orthopaedic and sports injuries), including post-operative rehabilitation for the hospital's knee and hip replacement lists."),
    ("b", "Senior Physiotherapist (Band 6) - NHS Lothian, Royal Infirmary of Edinburgh    09/2014 - 03/2017"),
    ("", "Rotations in orthopaedics, respiratory and the emergency department; supervised band 5 staff and final-year students on placement."),
    ("b", "Physiotherapist (Band 5) - NHS Lothian, Royal Infirmary of Edinburgh    09/2011 - 08/2014"),
    ("", "Junior rotational post: acute medicine, stroke, orthopaedics and outpatients."),
    ("h", "EDUCATION"),
    ("", "MBA (part-time), University of Strathclyde Business School, 2019 - 2021: completed four of the nine modules, withdrew in 2021 during the move to Clinic Manager; not completed."),
    ("", "BSc (Hons) Physiotherapy, Glasgow Caledonian University, 2007 - 2011."),
    ("h", "CERTIFICATES AND TRAINING"),
    ("", "Lean Six Sigma Green Belt (2022). ILM Level 5 Certificate in Leadership and Management (2021). Acupuncture for physiotherapists, AACP foundation course (2016)."),
    ("h", "SYSTEMS"),
    ("", "Cliniko, TM3, Power BI, Excel (pivot tables, Power Query), Microsoft Teams rostering."),
]
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
for kind, text in P:
    p = d.add_paragraph()
    r = p.add_run(text)
    if kind in ("b", "h"):
        r.bold = True
    if kind == "h":
        r.font.size = Pt(12)
d.save("../cvs/kirsty_mulhearn_cv.docx")
