"""Build cvs/tatenda_marufu_resume.docx (English, experience in a table)."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "tatenda_marufu_resume.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
d.add_heading("Tatenda Marufu", level=0)
d.add_paragraph("Senior Actuarial Analyst, ASA  |  Toronto, ON  |  +1 416 555 0183  |  tatenda.marufu@outlook.com")
d.add_heading("Profile", level=1)
d.add_paragraph("Life-insurance actuary with nearly ten years in valuation and pricing, first in Cape Town and "
                "since 2021 in Toronto. Comfortable owning quarterly IFRS 17 reporting end to end, from model "
                "runs in Prophet and AXIS to the walk-through with the Appointed Actuary.")
d.add_heading("Experience", level=1)
rows = [
    ("Employer", "Role", "Dates", "What I did"),
    ("Manulife (Canadian Division), Toronto", "Senior Actuarial Analyst", "Jan 2024 – Present",
     "Own the quarterly IFRS 17 CSM roll-forward for individual life; rebuilt the assumption-update process in Python and SQL; reviewed AXIS model changes."),
    ("Manulife (Canadian Division), Toronto", "Actuarial Analyst", "Mar 2021 – Dec 2023",
     "Valuation of universal life and term products in AXIS; experience studies for mortality and lapse in R."),
    ("Old Mutual Life Assurance Company (South Africa), Cape Town", "Actuarial Analyst, Life Valuations", "Feb 2017 – Jan 2021",
     "Prophet model development for funeral and risk products; embedded-value reporting; VBA tooling for reserve reconciliations."),
    ("Old Mutual, Cape Town", "Actuarial vacation student (intern)", "Dec 2015 – Feb 2016",
     "Summer vacation work programme: data cleaning for the annuity book."),
]
t = d.add_table(rows=len(rows), cols=4); t.style = "Table Grid"
for i, r in enumerate(rows):
    for j, v in enumerate(r):
        t.cell(i, j).text = v
d.add_heading("Education", level=1)
d.add_paragraph("MSc Data Science (part-time, online), University of London – in progress, started Oct 2025")
d.add_paragraph("BBusSc Actuarial Science, University of Cape Town, 2013 – 2016")
d.add_heading("Professional qualifications", level=1)
d.add_paragraph("Associate of the Society of Actuaries (ASA), 2021")
d.add_paragraph("Passed SOA exams FM, P, IFM, STAM, LTAM; working toward FSA (Individual Life & Annuities track)")
d.add_heading("Skills", level=1)
d.add_paragraph("Prophet, AXIS, SQL, Python (pandas), R, Excel/VBA, IFRS 17, LDTI; also familiar with Tableau, MoSes and SAS")
d.add_heading("Other", level=1)
d.add_paragraph("Winner, Old Mutual actuarial case competition for universities (2015)")
d.add_paragraph("Volunteer tutor, Actuarial Society of South Africa student support programme")
d.save(OUT)
print("wrote", OUT)
