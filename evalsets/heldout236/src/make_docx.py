"""Build cvs/yara_goh_resume.docx (English, experience in a table)."""
import os
from docx import Document
from docx.shared import Pt

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "cvs", "yara_goh_resume.docx")

d = Document()
d.styles["Normal"].font.name = "Calibri"
d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("Yara Goh", level=0)
d.add_paragraph("Senior UX Researcher · Singapore · yara.goh.research@gmail.com · +65 9127 4480")

d.add_heading("Summary", level=1)
d.add_paragraph(
    "Mixed-methods UX researcher working on consumer banking and payments products. I plan and run "
    "usability tests, diary studies, contextual inquiry and large-sample surveys, and turn them into "
    "decisions that product and design teams can act on. I currently manage 2 researchers and run the "
    "research ops (participant panel, Dovetail repository) for the digibank app team."
)

d.add_heading("Experience", level=1)
rows = [
    ("Period", "Organisation / Role", "What I did"),
    ("09/2022 – today", "DBS Bank — Consumer Banking Group (digibank)\nSenior UX Researcher",
     "Lead researcher for onboarding and card management in the digibank app; manage 2 researchers. "
     "Ran 40+ moderated usability sessions per quarter and a 6-week diary study on savings goals; "
     "built a Qualtrics + SQL pipeline joining survey answers to app event data."),
    ("2019/6 – 2022/8", "Grab — Grab Financial Group (GrabPay)\nUX Researcher",
     "Research for GrabPay wallet and PayLater across Singapore, Indonesia and Vietnam; contextual "
     "inquiry with merchants in Jakarta; usability testing of the PayLater checkout in Figma prototypes."),
    ("2017/9 – 2019/5", "Ogilvy Singapore\nResearch Executive (consumer insights)",
     "Focus groups and brand-tracking surveys for agency clients including OCBC Bank and Singtel."),
]
t = d.add_table(rows=len(rows), cols=3)
t.style = "Table Grid"
for i, r in enumerate(rows):
    for j, v in enumerate(r):
        t.cell(i, j).text = v

d.add_heading("Education", level=1)
d.add_paragraph("Singapore Management University — Part-time MBA, 2025 – present (expected 2027)")
d.add_paragraph("University College London (UCL) — MSc Human-Computer Interaction, 2016 – 2017")
d.add_paragraph("National University of Singapore — Bachelor of Social Sciences (Psychology), 2012 – 2016")

d.add_heading("Talks & Certifications", level=1)
d.add_paragraph("Speaker, UXSG Meetup 2023: “Designing consent flows for a bank app”")
d.add_paragraph("Nielsen Norman Group UX Certification (Research specialty), 2021")

d.add_heading("Skills", level=1)
d.add_paragraph("Methods: usability testing, diary studies, contextual inquiry, card sorting, survey design, JTBD interviews")
d.add_paragraph("Tools: Dovetail, Figma, Maze, Qualtrics, UserTesting, SQL; R and SPSS (familiar)")
d.add_paragraph("Languages: English, Mandarin, Bahasa Melayu (conversational)")
d.save(OUT)
print("wrote", OUT)
