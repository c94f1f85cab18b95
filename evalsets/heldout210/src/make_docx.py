"""Builds cvs/Tamara_Oyediran_CV.docx (English; work history in a two-column table)."""
from docx import Document
from docx.shared import Pt, Cm
from docx.enum.text import WD_ALIGN_PARAGRAPH

d = Document()
for s in d.sections:
    s.left_margin = s.right_margin = Cm(2)
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

p = d.add_paragraph(); r = p.add_run("TAMARA OYEDIRAN"); r.bold = True; r.font.size = Pt(20)
d.add_paragraph("Science Content Manager  |  London, UK  |  t.oyediran@gmail.com  |  +44 7700 914 382")
d.add_heading("Summary", level=2)
d.add_paragraph("Former secondary chemistry teacher (eight years in UK and international schools) who moved "
                "into EdTech in 2020. I now run the chemistry and physical-science content roadmap for a "
                "non-profit learning platform: exercise design, video scripts, item-bank quality and "
                "curriculum alignment for GCSE, A level and AP.")

d.add_heading("Work history", level=2)
rows = [
    ("03/2023 – present\nKhan Academy\nRemote (UK)",
     "Content Manager, Science\n"
     "Own the chemistry and physical-science content roadmap for AP, GCSE and A level courses.\n"
     "Manage 2 staff content developers and a pool of 4 freelance writers; run weekly editorial review.\n"
     "Rewrote 1,200 chemistry practice items after an item-difficulty analysis with the data team."),
    ("Jul 2020 – Feb 2023\nSeneca Learning\nLondon",
     "Chemistry Content Specialist, promoted to Science Content Lead (Apr 2022)\n"
     "Wrote and storyboarded adaptive GCSE Chemistry courses used by 400k+ students.\n"
     "Built a misconception tagging scheme for the question bank with two product managers."),
    ("Aug 2016 – Jun 2020\nDulwich College Shanghai Pudong\nShanghai, China",
     "Chemistry Teacher (2016–2018), then Head of Chemistry (2018–2020)\n"
     "Taught IGCSE and IB Diploma Chemistry; led a department of five teachers.\n"
     "Introduced a department-wide online homework platform and flipped-classroom video units."),
    ("Sep 2012 – Jul 2016\nHarris Academy Peckham\nLondon",
     "Teacher of Chemistry\n"
     "Taught KS3 science and GCSE/A level chemistry; form tutor for Year 9."),
]
t = d.add_table(rows=0, cols=2); t.style = "Table Grid"
for left, right in rows:
    c = t.add_row().cells
    c[0].width = Cm(4.5); c[1].width = Cm(12.5)
    c[0].text = left; c[1].text = right
    c[0].paragraphs[0].runs[0].bold = True

d.add_heading("Education", level=2)
d.add_paragraph("MSc Digital Education (part-time, online), University of Edinburgh — 2023 – present, expected 2027")
d.add_paragraph("PGCE Secondary Science (Chemistry), University of Nottingham — 2011 – 2012")
d.add_paragraph("BSc (Hons) Chemistry, University of Leeds — 2008 – 2011, 2:1")

d.add_heading("Skills", level=2)
d.add_paragraph("Curriculum design, assessment writing, item analysis, video scripting, "
                "Articulate Storyline, Canva, Figma, Google Sheets")
d.add_paragraph("Also: Python (self-taught, Codecademy course), Mandarin (HSK 3)")

d.add_heading("Other", level=2)
d.add_paragraph("Royal Society of Chemistry Education Award shortlist, 2019")
d.add_paragraph("STEM Ambassador (volunteer), STEM Learning UK, 2013 – 2016")
d.save("../cvs/Tamara_Oyediran_CV.docx")
