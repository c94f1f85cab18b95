"""Builds cvs/hanyu_lou_game_designer.docx: English CV laid out as a two-column table."""
from docx import Document
from docx.shared import Pt, Cm
import pathlib

out = pathlib.Path(__file__).resolve().parent.parent / "cvs" / "hanyu_lou_game_designer.docx"
d = Document()
for s in d.sections:
    s.left_margin = s.right_margin = Cm(1.8)
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

p = d.add_paragraph(); r = p.add_run("Hanyu Lou (楼涵予)"); r.bold = True; r.font.size = Pt(20)
d.add_paragraph("Senior Game Designer · Mobile F2P · Shanghai")
d.add_paragraph("hanyu.lou.design@outlook.com | +86 139 1872 4406 | portfolio: hanyulou.artstation.com")

rows = [
    ("PROFILE", "Systems and combat designer with seven years on free-to-play mobile games (MMORPG, strategy). "
                "I write design docs, build numerical models for economy and progression, and prototype features in Unity before handing them to engineering."),
    ("EXPERIENCE", ""),
    ("Sep 2022 – Present\nLilith Games, Shanghai",
     "Senior Game Designer (Combat & Systems) – unannounced mobile strategy title\n"
     "• Own the combat system design and the hero progression economy; coordinate 3 junior designers day to day (no direct reports).\n"
     "• Built the balancing model in Excel/VBA and Python simulations; reduced late-game power creep complaints by 40 % in beta.\n"
     "• Prototype new features in Unity (C#) and write Lua configs for live events."),
    ("Jul 2019 – Aug 2022\nNetEase Games (Thunder Fire / Leihuo), Hangzhou",
     "Game Designer – mobile MMORPG\n"
     "• Designed guild war and dungeon systems shipped to 10M+ players; wrote Lua scripts for quest logic.\n"
     "• Ran monthly live-ops events; analysed retention and payment funnels with the data team in SQL."),
    ("Summer 2018\nUbisoft Shanghai",
     "Game Design Intern\n• Level-design tasks and playtest reports for a console title; greyboxing in the in-house editor."),
    ("EDUCATION", ""),
    ("2015 – 2019", "Communication University of China (中国传媒大学), Beijing – B.A. Digital Media Art (Game Design track)"),
    ("2020", "Game Design: Art and Concepts specialization, CalArts on Coursera (online certificate)"),
    ("AWARDS", ""),
    ("2018", "Shortlisted, Tencent Games University Game Design Competition"),
    ("2017", "Best Design, Global Game Jam – Beijing site"),
    ("SKILLS", ""),
    ("Tools", "Unity (C#), Lua, Excel/VBA, Python, SQL, Axure, Figma, Jira, Confluence"),
    ("Personal projects", "Unreal Engine 5, Blender"),
    ("Languages", "Mandarin (native), English (fluent), Japanese (JLPT N2)"),
]
t = d.add_table(rows=0, cols=2)
t.style = "Table Grid"
for left, right in rows:
    c = t.add_row().cells
    c[0].width = Cm(4.5); c[1].width = Cm(12.5)
    c[0].text = left
    c[1].text = right
    if right == "":
        for run in c[0].paragraphs[0].runs:
            run.bold = True
d.save(out)
print("wrote", out)
