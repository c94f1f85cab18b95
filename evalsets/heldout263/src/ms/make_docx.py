"""Build Meera Suryanarayan's DOCX CV (English, with tables)."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
h = d.add_paragraph(); r = h.add_run("MEERA SURYANARAYAN"); r.bold = True; r.font.size = Pt(20)
h.alignment = WD_ALIGN_PARAGRAPH.CENTER
p = d.add_paragraph("Senior Producer  |  Mobile Games  |  Shanghai, China")
p.alignment = WD_ALIGN_PARAGRAPH.CENTER
p = d.add_paragraph("meera.surya@outlook.com  ·  +86 186 2175 0394  ·  linkedin.com/in/meerasurya")
p.alignment = WD_ALIGN_PARAGRAPH.CENTER

d.add_heading("Profile", level=1)
d.add_paragraph(
    "Mobile game producer with eight years of live-ops and launch experience on mid-core and MOBA titles "
    "for global audiences. Comfortable sitting between studio leadership, publishing and a multi-disciplinary "
    "dev team; I care about milestone discipline, healthy teams and data-informed live-ops.")

d.add_heading("Experience", level=1)
t = d.add_table(rows=1, cols=3); t.style = "Light Grid Accent 1"
hdr = t.rows[0].cells; hdr[0].text = "Dates"; hdr[1].text = "Company / Role"; hdr[2].text = "Highlights"
rows = [
    ("10/2024 - today", "Lilith Games, Shanghai\nSenior Producer",
     "Own the production roadmap of an unannounced 4X strategy title (Unity, iOS/Android) from vertical slice to soft launch. "
     "Line manager for 4 associate producers; coordinate a dev team of 60 across design, art, engineering and QA."),
    ("03/2022 - 09/2024", "Lilith Games, Shanghai\nProducer",
     "Ran live-ops for a global mobile strategy game: two-week content cadence, seasonal events, monetisation tests with the "
     "publishing team; raised D30 retention from 11% to 14% across three seasons."),
    ("07/2018 - 02/2022", "Tencent Games – TiMi Studio Group, Shenzhen\nAssociate Producer",
     "Worked on the international version of a 5v5 MOBA: localisation pipeline for 12 languages, patch scheduling, "
     "and coordination with regional publishing teams in Southeast Asia and Latin America. Tracked all work in Jira / Confluence."),
    ("summer 2016", "Ubisoft Pune, India\nGame Design Intern",
     "Balanced level progression and wrote test plans for a casual mobile puzzle title."),
]
for a, b, c in rows:
    cells = t.add_row().cells; cells[0].text = a; cells[1].text = b; cells[2].text = c

d.add_heading("Education", level=1)
t2 = d.add_table(rows=1, cols=3); t2.style = "Light Grid Accent 1"
hdr = t2.rows[0].cells; hdr[0].text = "Years"; hdr[1].text = "Degree"; hdr[2].text = "Institution"
for a, b, c in [
    ("2016 - 2018", "M.S. Interactive Media & Game Development", "Worcester Polytechnic Institute (WPI), Massachusetts, USA"),
    ("2012 - 2016", "B.Tech. Computer Science and Engineering", "Vellore Institute of Technology (VIT), Vellore, India"),
]:
    cells = t2.add_row().cells; cells[0].text = a; cells[1].text = b; cells[2].text = c

d.add_heading("Skills & Tools", level=1)
d.add_paragraph("Production: Agile/Scrum, milestone planning, live-ops calendars, vendor management, A/B testing")
d.add_paragraph("Tools: Jira, Confluence, Unity, Tableau, Unreal Engine 5 (hobby projects only)")
d.add_paragraph("Languages: English, Tamil, Hindi, Mandarin (HSK 4)")

d.add_heading("Other", level=1)
d.add_paragraph("Global Game Jam 2017 (WPI site) – Best Game award for a two-player rhythm game.")
d.add_paragraph("Speaker, GDC China 2023: “Season passes without burnout – scheduling live-ops for small teams”.")
d.save("../../cvs/Meera_Suryanarayan_Producer_CV.docx")
