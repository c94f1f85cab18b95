"""Builds cvs/maeve_quigley_cv.docx (paragraphs only, no tables)."""
from docx import Document
from docx.shared import Pt
import pathlib
out = pathlib.Path(__file__).resolve().parent.parent / "cvs" / "maeve_quigley_cv.docx"
d = Document()
d.add_heading("Maeve Quigley", level=0)
d.add_paragraph("Senior UX Researcher · Dublin, Ireland · maeve.quigley@protonmail.com · +353 87 412 6630")
d.add_heading("About me", level=1)
d.add_paragraph("I spent more than seven years as a child-protection social worker before moving into user research. "
                "The interviewing, safeguarding and note-taking habits from that work still shape how I run research today: "
                "I am careful with vulnerable participants and I write things down.")
d.add_heading("Experience", level=1)
d.add_paragraph("Since October 2023 I have been a Senior UX Researcher at Intercom in Dublin, where I lead research for the Fin AI agent "
                "and the inbox. I line-manage two UX researchers, run our quarterly research-ops review, and plan mixed-method studies "
                "with Dovetail, Maze and Qualtrics.")
d.add_paragraph("From April 2021 to September 2023 I worked as a UX Researcher on Bank of Ireland's digital banking team. "
                "I ran moderated usability tests and diary studies for the mobile app, and my accessibility study with older "
                "customers led to a redesign of the payments flow.")
d.add_paragraph("Before research, I was a social worker with Tusla – Child and Family Agency from September 2013 to March 2021. "
                "I joined as a Social Worker in the Dublin South Central area and was promoted to Senior Social Worker in 2017, "
                "supervising case allocation for a duty team. I left statutory social work in March 2021 to move into UX.")
d.add_paragraph("During my master's in 2012 I did a student placement with Barnardos in Cork, supporting family-support workers.")
d.add_heading("Education", level=1)
d.add_paragraph("I hold a Master in Social Work (MSW) from Trinity College Dublin, awarded in 2013, and a BA in Sociology and "
                "Social Policy from University College Cork (2008–2011).")
d.add_paragraph("In 2020 I enrolled in the part-time MSc in Human-Computer Interaction at University College Dublin; I completed "
                "the first year of modules but withdrew in 2021 when I started full-time UX work, so the degree was not finished.")
d.add_heading("Courses and certificates", level=1)
d.add_paragraph("Google UX Design Professional Certificate (Coursera, 2020). UX Design Institute Professional Diploma in UX Design (online, 2021). "
                "CORU-registered social worker (registration lapsed 2022).")
d.add_heading("Skills", level=1)
d.add_paragraph("Usability testing, diary studies, contextual inquiry, trauma-informed interviewing, survey design, Dovetail, Maze, "
                "Qualtrics, Figma, basic SQL, UserTesting, Optimal Workshop.")
d.save(out)
print(out)
