"""Build cvs/simisola_adeoti_cv.docx (plain paragraphs, no tables)."""
from docx import Document
from docx.shared import Pt

P = [
    ("title", "Simisola Adeoti"),
    ("p", "Senior Medical Science Liaison | MPharm, GPhC registered pharmacist"),
    ("p", "Reading, Berkshire · +44 7911 204 563 · simi.adeoti@outlook.com"),
    ("h", "Summary"),
    ("p", "Pharmacist by training who moved from hospital oncology practice into the pharmaceutical industry in 2019. "
          "Since then I have worked as a field-based medical science liaison in oncology and haematology, building peer-to-peer "
          "relationships with consultant haematologists and oncologists, supporting investigator-initiated studies and feeding "
          "clinical insight back to medical affairs and brand teams."),
    ("h", "Professional Experience"),
    ("b", "Novartis Pharmaceuticals UK Ltd — Senior Medical Science Liaison, Haematology (since 09/2023)"),
    ("p", "Covering the South of England for the CAR-T and chronic myeloid leukaemia portfolio. I lead scientific exchange with around "
          "forty key opinion leaders, run advisory boards, and train the regional sales force on new data. I have no line reports but "
          "coach two newly hired MSLs on territory planning."),
    ("b", "AstraZeneca UK — Medical Science Liaison, Oncology (03/2019 - 08/2023)"),
    ("p", "Field medical role for the lung cancer franchise (osimertinib, durvalumab). Supported twelve NHS trusts with investigator-initiated "
          "research submissions and delivered more than 150 medical education meetings. Collected and reported field insights that shaped "
          "the 2022 medical plan."),
    ("b", "Guy's and St Thomas' NHS Foundation Trust — Specialist Oncology Pharmacist (06/2016 - 02/2019)"),
    ("p", "Clinical screening of chemotherapy and immunotherapy prescriptions on the oncology day unit, aseptic unit liaison, and member of "
          "the trust's chemotherapy protocol committee. Delivered teaching to foundation pharmacists."),
    ("b", "Boots UK — Pharmacist Manager (08/2014 - 05/2016); Pre-registration Pharmacist (07/2013 - 07/2014)"),
    ("p", "Managed a busy community pharmacy in Croydon with a team of seven (dispensers and counter assistants); ran the NHS flu "
          "vaccination and New Medicine Service. Completed my pre-registration year at the same store."),
    ("h", "Education"),
    ("p", "Executive MBA (part-time), Warwick Business School, University of Warwick — 2025 to present, expected 2027"),
    ("p", "Postgraduate Diploma in Clinical Pharmacy, University of Bath — started 2017, discontinued 2018 after moving to a specialist post (not completed)"),
    ("p", "MPharm (Hons), University of Nottingham — 2009 to 2013, Upper Second Class"),
    ("h", "Certifications and Memberships"),
    ("p", "General Pharmaceutical Council (GPhC) registration since 2014; ABPI Medical Representatives Examination (2019); "
          "member of the Medical Science Liaison Society."),
    ("h", "Conferences"),
    ("p", "Poster presenter, ESMO Congress 2022 (real-world EGFR testing rates in London trusts); attendee, ASH Annual Meeting 2024."),
    ("h", "Skills"),
    ("p", "Scientific communication, KOL mapping, Veeva CRM, critical appraisal, advisory board facilitation, GCP, clinical trial design basics."),
]

doc = Document()
for kind, text in P:
    if kind == "title":
        para = doc.add_paragraph()
        r = para.add_run(text); r.bold = True; r.font.size = Pt(20)
    elif kind == "h":
        para = doc.add_paragraph()
        r = para.add_run(text.upper()); r.bold = True; r.font.size = Pt(12)
    elif kind == "b":
        para = doc.add_paragraph()
        r = para.add_run(text); r.bold = True
    else:
        doc.add_paragraph(text)
doc.save("../cvs/simisola_adeoti_cv.docx")
print("ok")
