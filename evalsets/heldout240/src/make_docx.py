"""Builds cvs/lena_tuilagi_cv.docx (English, paragraphs and bullets)."""
from docx import Document
from docx.shared import Pt
from pathlib import Path

out = Path(__file__).resolve().parent.parent / "cvs" / "lena_tuilagi_cv.docx"
d = Document()
d.styles["Normal"].font.name = "Calibri"
d.styles["Normal"].font.size = Pt(10.5)
t = d.add_paragraph(); r = t.add_run("Lena Tuilagi"); r.bold = True; r.font.size = Pt(20)
d.add_paragraph("Senior UX Researcher · Singapore · lena.tuilagi@gmail.com · +65 9183 4470")
d.add_paragraph("Mixed-methods researcher with nine years in consumer apps, most of them in online travel "
                "(flights, hotels, trip planning). I run research programmes end to end, from scoping with product "
                "leads to synthesis workshops that change the roadmap.")

d.add_heading("Experience", level=1)
def job(head, dates, bullets):
    p = d.add_paragraph(); p.add_run(head).bold = True; p.add_run("    " + dates)
    for b in bullets:
        d.add_paragraph(b, style="List Bullet")

job("Senior UX Researcher, Trip.com Group — Flights, Singapore", "since 10/2023", [
    "Lead the Flights research team; line manager of two UX researchers and one research operations coordinator.",
    "Ran a 6-market diary study (SG, TH, KR, JP, UK, AU) on multi-city booking; findings reshaped the fare-comparison page and lifted conversion by 4.2%.",
    "Set up a research repository in Dovetail and a quarterly benchmark usability study with 60 participants.",
])
job("UX Researcher, Agoda, Bangkok", "04/2019 – 09/2023", [
    "Embedded with the Hotels search squad; planned and moderated more than 150 remote usability sessions in English and Thai-with-interpreter.",
    "Designed Qualtrics surveys (n ≈ 12,000) on price transparency and worked with analysts who pulled the booking funnel data.",
    "Co-ran contextual inquiry with small hotel owners in Chiang Mai and Hội An for the partner extranet.",
])
job("User Researcher, Grab, Singapore", "Jul 2017 – Mar 2019", [
    "GrabFood launch research: card sorting, tree testing and intercept interviews at hawker centres.",
])
job("UX Research Intern, Skyscanner, Edinburgh", "summer 2016", [
    "Supported guerrilla usability tests of the mobile flight-search app.",
])

d.add_heading("Education", level=1)
d.add_paragraph("MSc Human-Computer Interaction — University College London (UCL), 2016 – 2017")
d.add_paragraph("BA Psychology — University of Otago, Dunedin, New Zealand, 2012 – 2015")

d.add_heading("Certifications & talks", level=1)
d.add_paragraph("NN/g UX Certification (Nielsen Norman Group), 2020", style="List Bullet")
d.add_paragraph("Speaker, UXLx 2022 Lisbon — “Diary studies for people who travel once a year”", style="List Bullet")

d.add_heading("Skills", level=1)
d.add_paragraph("Methods: usability testing, diary studies, contextual inquiry, card sorting, survey design")
d.add_paragraph("Tools: Dovetail, Qualtrics, Figma, Maze, UserTesting, Lookback")
d.add_paragraph("Also: Python and R (coursework at UCL), basic SQL")
d.add_paragraph("Languages: English (native), Samoan (conversational), Thai (basic)")
d.save(out)
print(out)
