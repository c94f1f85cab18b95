"""Build cvs/Rosalyn_Kuroda_Resume.docx (English, one table per job)."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
p = d.add_paragraph(); r = p.add_run("ROSALYN KURODA"); r.bold = True; r.font.size = Pt(20)
d.add_paragraph("Localization Project Manager  |  Singapore  |  rosalyn.kuroda@gmail.com  |  +65 9127 3308")
d.add_paragraph("Games localization PM with nine years across vendor and publisher side; ships live-service "
                "titles in 14 languages and runs a small in-house team.")

d.add_heading("Professional Experience", level=1)
jobs = [
    ("Level Infinite (Tencent Games)", "Singapore", "Localization Project Manager", "Mar 2021 – Present",
     ["Own localization for two live-service mobile titles (simultaneous ship in 14 languages, fortnightly patches).",
      "Manage a team of 3 localization coordinators and a pool of 40+ freelance linguists; hired and onboarded all three coordinators.",
      "Moved string hand-off from spreadsheets to Smartling with a Jira integration, cutting patch localization turnaround from 9 to 4 working days.",
      "Run LQA cycles with external vendors and sign off culturalization reviews for Japan, Korea and MENA."]),
    ("Keywords Studios", "Dublin, Ireland", "Localization Coordinator", "Oct 2017 – Feb 2021",
     ["Vendor-side coordinator for AAA console clients; scheduled translators and reviewers in memoQ across FIGS, JA and ZH.",
      "Built term bases and translation-memory maintenance routines for a 1.2M-word RPG project."]),
    ("Square Enix", "Tokyo, Japan", "Localization Intern (English)", "Summer 2016",
     ["Ten-week summer internship during undergraduate studies: proofreading English scripts and compiling style-guide entries."]),
]
for org, loc, title, dates, bullets in jobs:
    t = d.add_table(rows=3, cols=2); t.style = "Table Grid"
    t.cell(0, 0).text = org; t.cell(0, 1).text = loc
    t.cell(1, 0).text = title; t.cell(1, 1).text = dates
    m = t.cell(2, 0).merge(t.cell(2, 1)); m.text = ""
    for i, b in enumerate(bullets):
        para = m.paragraphs[0] if i == 0 else m.add_paragraph()
        para.text = "• " + b
    t.cell(0, 0).paragraphs[0].runs[0].bold = True
    d.add_paragraph("")

d.add_heading("Education", level=1)
d.add_paragraph("MA Translation Studies (part-time, online) — University of Portsmouth, 2019 – 2020; "
                "discontinued after the first year to take up the Level Infinite role.")
d.add_paragraph("BA Japanese and Linguistics — SOAS University of London, 2013 – 2017 (First-Class Honours).")

d.add_heading("Skills", level=1)
d.add_paragraph("Tools: memoQ, Smartling, XTM Cloud, Jira, Confluence")
d.add_paragraph("Also: Python, SQL, Tableau (self-study)")
d.add_paragraph("Languages: English (native), Japanese (JLPT N1), Mandarin (HSK 5)")

d.add_heading("Talks", level=1)
d.add_paragraph("Speaker, Localization World Singapore 2024 — \"Patch cadence without burnout\".")
d.save("../cvs/Rosalyn_Kuroda_Resume.docx")
