"""Builds cvs/Nuria_Castells_CV.docx (English, experience in a table)."""
from docx import Document
from docx.shared import Pt
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "Nuria_Castells_CV.docx")
d = Document()
d.styles["Normal"].font.name = "Calibri"
d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("Núria Castells Vidal", level=0)
d.add_paragraph("Senior Level Designer — casual & puzzle mobile games")
d.add_paragraph("Barcelona, Spain · nuria.castells.vidal@outlook.com · +34 622 418 930 · nuriacastells.design")
d.add_heading("Profile", level=1)
d.add_paragraph(
    "Level designer with eight years of shipping live-ops levels for free-to-play mobile puzzle games. "
    "I design, tune and ship around 40 levels a month, read funnel and churn dashboards myself, and work "
    "closely with data scientists on difficulty curves. I also mentor two junior designers on level "
    "feedback, but I do not manage people.")
d.add_heading("Experience", level=1)
rows = [
    ("Company", "Role", "Location", "Dates"),
    ("King (Activision Blizzard)", "Senior Level Designer, Candy Crush Soda Saga", "Barcelona", "02/2024 – present"),
    ("King (Activision Blizzard)", "Level Designer, Candy Crush Soda Saga", "Barcelona", "03/2021 – 01/2024"),
    ("Rovio Entertainment", "Junior Level Designer, Angry Birds 2", "Espoo, Finland", "03/2018 – 02/2021"),
    ("Ubisoft Barcelona Mobile", "Game Design Intern", "Barcelona", "09/2017 – 02/2018"),
]
t = d.add_table(rows=len(rows), cols=4)
t.style = "Table Grid"
for i, r in enumerate(rows):
    for j, v in enumerate(r):
        t.cell(i, j).text = v
d.add_paragraph("")
d.add_paragraph("King: built 600+ live levels in King's in-house level editor; scripted new blocker mechanics in Lua; "
                "ran A/B tests on move counts together with the data science team (SQL in Databricks).", style="List Bullet")
d.add_paragraph("Rovio: designed tower and boss levels for Angry Birds 2 in Unity-based tools; balanced difficulty "
                "with telemetry dashboards in Looker.", style="List Bullet")
d.add_paragraph("Ubisoft Barcelona Mobile: prototyped puzzle mechanics in Unity and wrote game design documents.", style="List Bullet")
d.add_heading("Education", level=1)
d.add_paragraph("Bachelor's Degree in Video Game Design and Development — ENTI, Universitat de Barcelona, 2014 – 2018")
d.add_paragraph("MSc Game Design and Production (online, part-time) — Abertay University, 2022 – 2023, not completed "
                "(withdrew after the first year)")
d.add_heading("Talks & Awards", level=1)
d.add_paragraph("Speaker, GDC 2023: “Tuning difficulty in match-3 without killing the fun”")
d.add_paragraph("Global Game Jam 2017 (Barcelona site) — Best Game Design award")
d.add_heading("Skills", level=1)
d.add_paragraph("Level design, difficulty tuning, live ops, Unity, Lua, SQL, Jira, Figma, Miro, "
                "Unreal Engine 5 (personal projects only)")
d.add_paragraph("Languages: Catalan, Spanish (native); English (C1); Finnish (A2)")
d.save(OUT)
print("wrote", OUT)
