"""Builds cvs/nadia_roslan_cv.docx: English CV as a two-column table (dates | content)."""
from docx import Document
from docx.shared import Pt, Cm
from docx.enum.text import WD_ALIGN_PARAGRAPH

d = Document()
for s in d.sections:
    s.left_margin = s.right_margin = Cm(2)
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

p = d.add_paragraph(); r = p.add_run("NADIA ROSLAN"); r.bold = True; r.font.size = Pt(20)
d.add_paragraph("Tax Senior | Corporate & International Tax | Kuala Lumpur, Malaysia")
d.add_paragraph("nadia.roslan@gmail.com  ·  +60 12-384 5519  ·  linkedin.com/in/nadiaroslan-tax")

def section(title, rows):
    h = d.add_paragraph(); rr = h.add_run(title.upper()); rr.bold = True; rr.font.size = Pt(12)
    t = d.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    for left, right in rows:
        c = t.add_row().cells
        c[0].width = Cm(3.8); c[1].width = Cm(13.2)
        c[0].text = left
        lines = right.split("\n")
        c[1].text = lines[0]
        c[1].paragraphs[0].runs[0].bold = True
        for ln in lines[1:]:
            c[1].add_paragraph(ln)

section("Experience", [
    ("10/2022 – today",
     "Tax Senior, Business Tax – Deloitte Tax Services Sdn Bhd (Deloitte Malaysia), Kuala Lumpur\n"
     "Run corporate income tax compliance and advisory for a portfolio of 25 multinational clients in manufacturing and oil & gas services, including Malaysian subsidiaries of Shell and Panasonic.\n"
     "Prepare transfer pricing documentation and benchmarking studies; review Form C and CP204 estimates prepared by associates.\n"
     "Coordinate with Deloitte Singapore on regional Pillar Two impact assessments."),
    ("09/2020 – 09/2022",
     "Tax Associate, Business Tax – Deloitte Malaysia, Kuala Lumpur\n"
     "Prepared corporate tax computations, capital allowance schedules and withholding tax reviews; handled LHDN tax audit queries.\n"
     "Built an Excel/Power Query workpaper template adopted by the KL business tax team."),
    ("Dec 2019 – Feb 2020",
     "Vacation Intern, Audit & Assurance – KPMG PLT, Kuala Lumpur\n"
     "Summer vacation internship between 2nd and 3rd year; stock counts and bank confirmations for two audit clients."),
])

section("Education", [
    ("since 02/2024", "Master of Taxation (online, part-time) – Deakin University, Australia\nIn progress; 5 of 8 units completed."),
    ("2017 – 2020", "Bachelor of Commerce (Accounting and Finance) – The University of Melbourne\nDean's Honours List 2019."),
])

section("Certifications & Awards", [
    ("2021 – ", "ACCA – 9 of 13 exams passed (in progress)"),
    ("2019", "Winner, PwC Malaysia Tax Challenge (university case competition)"),
])

section("Skills", [
    ("Tax", "Malaysian corporate income tax, transfer pricing, withholding tax, SST, Pillar Two / GloBE"),
    ("Tools", "Excel (Power Query), Power BI, ONESOURCE Income Tax, Alteryx, SAP FICO"),
    ("Languages", "English, Bahasa Malaysia, Mandarin (conversational)"),
])

d.save("../cvs/nadia_roslan_cv.docx")
