"""Build cvs/Ilkka_Haapaniemi_CV.docx: plain paragraphs, each entry one paragraph with manual line breaks."""
from docx import Document
from docx.shared import Pt

doc = Document()
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

def para(lines, bold_first=False, size=None):
    p = doc.add_paragraph()
    for i, line in enumerate(lines):
        r = p.add_run(line)
        if bold_first and i == 0:
            r.bold = True
        if size and i == 0:
            r.font.size = Pt(size)
        if i < len(lines) - 1:
            r.add_break()
    return p

para(["ILKKA HAAPANIEMI", "Executive Producer, mobile games", "Helsinki, Finland | +358 40 712 5590 | ilkka.haapaniemi@iki.fi"], bold_first=True, size=18)
para(["PROFILE", "Game producer with twelve years on free-to-play mobile titles, from live-ops of a top-grossing puzzle game to leading a multi-team production group. I run roadmaps, budgets and launches, and I hire and coach producers."], bold_first=True)
para(["EXPERIENCE"], bold_first=True)
para(["Small Giant Games (a Zynga studio, part of Take-Two Interactive), Helsinki",
      "Executive Producer, Empires & Puzzles | 04/2024 - today",
      "- Line manager of 4 producers and 1 product analyst; own the yearly live-ops roadmap and a EUR 11 m budget.",
      "- Led the China launch together with our publishing partner Tencent.",
      "Senior Producer, Empires & Puzzles | 02/2021 - 03/2024",
      "- Ran two feature teams (22 people) with Scrum; shipped the Alliance Wars 2.0 season system."], bold_first=True)
para(["King (Candy Crush), Stockholm",
      "Producer, Candy Crush Soda Saga | Jul 2017 - Jan 2021",
      "- Produced weekly live events; cut event-production lead time from 6 to 3 weeks.",
      "- Worked with data science on level-difficulty tuning using Looker and SQL."], bold_first=True)
para(["Rovio Entertainment, Espoo",
      "Associate Producer, Angry Birds 2 | Sept 2014 - Jun 2017",
      "- Coordinated art outsourcing and localisation for 14 languages; soft launch to global launch."], bold_first=True)
para(["Supercell, Helsinki",
      "QA Tester (summer trainee) | summer 2013",
      "- Playtesting and bug reports for Hay Day."], bold_first=True)
para(["EDUCATION"], bold_first=True)
para(["Aalto University, School of Science",
      "M.Sc. studies, Game Design and Production, 2013-2015 - coursework completed, thesis not submitted (no degree)",
      "B.Sc. (Tech), Computer Science, 2010-2013"], bold_first=True)
para(["OTHER"], bold_first=True)
para(["- Certified ScrumMaster (CSM), Scrum Alliance, 2016",
      "- Best Game, Global Game Jam Helsinki 2012",
      "- Speaker, Pocket Gamer Connects Helsinki 2019: \"Live-ops calendars that don't burn out your team\""])
para(["SKILLS"], bold_first=True)
para(["Production: Scrum, Kanban, live-ops planning, vendor management, Jira, Confluence",
      "Data: Amplitude, Looker, SQL",
      "Also: Unity and Unreal Engine 5 (hobby prototypes), C++, Blender"])
doc.save("../cvs/Ilkka_Haapaniemi_CV.docx")
