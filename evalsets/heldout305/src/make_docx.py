"""Build cvs/Kavitha_Ravindranath_Resume.docx: a two-column table layout (narrow left column with
contact/skills, wide right column with experience and education)."""
from docx import Document
from docx.shared import Pt, Cm

doc = Document()
for s in doc.sections:
    s.left_margin = s.right_margin = Cm(1.6)
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10)

h = doc.add_paragraph(); r = h.add_run("Kavitha Ravindranath"); r.bold = True; r.font.size = Pt(20)
doc.add_paragraph("Head of User Research · Edinburgh, UK")

t = doc.add_table(rows=1, cols=2)
left, right = t.rows[0].cells
left.width = Cm(5.5); right.width = Cm(12)

def para(cell, text, bold=False, size=None, first=False):
    p = cell.paragraphs[0] if first else cell.add_paragraph()
    run = p.add_run(text); run.bold = bold
    if size: run.font.size = Pt(size)
    return p

para(left, "CONTACT", bold=True, first=True)
for x in ["kavitha.ravi@outlook.com", "+44 7700 918 254", "linkedin.com/in/kravindranath"]:
    para(left, x)
para(left, "")
para(left, "METHODS", bold=True)
for x in ["Contextual inquiry & diary studies", "Usability testing", "Survey design (Qualtrics)", "Jobs-to-be-done interviews", "Research repositories (Dovetail)"]:
    para(left, x)
para(left, "")
para(left, "TOOLS & SKILLS", bold=True)
for x in ["Dovetail, Qualtrics, UserTesting", "Figma, Miro", "SQL (Looker)", "Python (basic), R (basic)"]:
    para(left, x)
para(left, "")
para(left, "LANGUAGES", bold=True)
para(left, "English, Tamil, Hindi")

para(right, "PROFILE", bold=True, first=True)
para(right, "User researcher with close to twelve years in travel and e-commerce. I manage a team of 7 researchers "
            "and set the research agenda for flights and hotels across web and app.")
para(right, "")
para(right, "EXPERIENCE", bold=True)
para(right, "Skyscanner — Edinburgh", bold=True)
para(right, "Head of User Research | Jan 2023 – Present")
para(right, "Manage a team of 7 researchers (2 leads); own the research roadmap for flight search and hotel booking.")
para(right, "Set up a continuous-discovery programme with 40 traveller interviews a month; insights drove the redesign of price alerts.")
para(right, "Senior User Researcher | Apr 2020 – Dec 2022")
para(right, "Ran mixed-methods studies on multi-city search; built SQL funnels in Looker to size problems before fieldwork.")
para(right, "")
para(right, "Expedia Group — London", bold=True)
para(right, "UX Researcher | Jan 2015 – Mar 2020")
para(right, "Usability testing and diary studies for Hotels.com and Vrbo checkout; ran 150+ moderated sessions.")
para(right, "")
para(right, "EDUCATION", bold=True)
para(right, "PhD in Informatics (part-time), University of Edinburgh, 2021 – 2023 — discontinued")
para(right, "MSc Human-Computer Interaction, University College London (UCL), 2013 – 2014")
para(right, "BA Psychology, University of Mumbai, 2010 – 2013")
para(right, "")
para(right, "TALKS", bold=True)
para(right, "UXLx Lisbon 2024 — “Researching trips, not searches”")

doc.save("../cvs/Kavitha_Ravindranath_Resume.docx")
print("ok")
