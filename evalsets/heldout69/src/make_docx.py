"""Builds cvs/Arturo_Benavides_CV.docx (English, positions in a table: dates | employer | title)."""
from docx import Document
from docx.shared import Pt
import os

out = os.path.join(os.path.dirname(__file__), "..", "cvs", "Arturo_Benavides_CV.docx")
d = Document()
d.styles["Normal"].font.name = "Calibri"
d.styles["Normal"].font.size = Pt(10.5)
d.add_heading("Arturo Benavides", 0)
d.add_paragraph("Game Client Developer (Unity / C#) · Barcelona, Spain · arturo.benavides.dev@gmail.com · +34 612 448 903")
d.add_heading("Profile", 1)
d.add_paragraph(
    "Unity client developer with six years shipping free-to-play mobile games to tens of millions of players. "
    "I care about frame time on low-end Android devices, clean gameplay architecture and tooling that lets designers "
    "iterate without waiting for an engineer. Since October 2024 I lead the client team of a live match-3 title."
)
d.add_heading("Experience", 1)
rows = [
    ("10/2024 – present", "King (Activision Blizzard), Barcelona studio", "Lead Client Developer"),
    ("04/2022 – 09/2024", "King (Activision Blizzard), Barcelona studio", "Senior Game Client Developer"),
    ("06/2020 – 03/2022", "Ubisoft Barcelona Mobile", "Unity Client Developer"),
    ("07/2019 – 09/2019", "Socialpoint", "Game Developer Intern"),
]
t = d.add_table(rows=1, cols=3)
t.style = "Table Grid"
h = t.rows[0].cells
h[0].text, h[1].text, h[2].text = "Dates", "Employer", "Title"
for r in rows:
    c = t.add_row().cells
    c[0].text, c[1].text, c[2].text = r
d.add_paragraph("")
d.add_paragraph("King — Lead Client Developer", style="Heading 3")
for b in [
    "Manage a team of 5 Unity client engineers (hiring, 1:1s, performance reviews) on a live match-3 game with 9M daily players.",
    "Moved the asset pipeline to Addressables and cut the initial download from 180 MB to 95 MB.",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("King — Senior Game Client Developer", style="Heading 3")
for b in [
    "Built the live-ops event framework in C# (ScriptableObject-driven) used by 14 seasonal events.",
    "Profiled with the Unity Profiler and Android GPU Inspector; brought median frame time on low-end devices under 16 ms.",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("Ubisoft Barcelona Mobile — Unity Client Developer", style="Heading 3")
for b in [
    "Gameplay and UI programming for a mobile city-builder in Unity 2019 LTS; wrote custom Shader Graph shaders for the day/night cycle.",
    "Integrated Firebase analytics and the in-app purchase SDK.",
]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("Socialpoint — Game Developer Intern", style="Heading 3")
d.add_paragraph("Summer internship: prototyped UI widgets in Unity for a farming game.", style="List Bullet")
d.add_heading("Education", 1)
d.add_paragraph("Universitat Politècnica de Catalunya (CITM) — Bachelor's Degree in Video Game Design and Development, 2016 – 2020")
d.add_paragraph("UPC School — Master in Advanced Programming for AAA Video Games (online), 2021 – 2022, discontinued after the first term")
d.add_heading("Skills", 1)
d.add_paragraph("Unity, C#, Addressables, Shader Graph, Lua, Git, Jenkins, Unreal Engine 5 (personal study), C++")
d.add_heading("Certifications & Events", 1)
d.add_paragraph("Unity Certified Expert: Programmer (Unity Technologies), 2022", style="List Bullet")
d.add_paragraph("Speaker, Unite Barcelona 2023 — \"Addressables in a live game\"", style="List Bullet")
d.add_paragraph("Global Game Jam 2018 — best mechanic award", style="List Bullet")
d.save(out)
print("wrote", out)
