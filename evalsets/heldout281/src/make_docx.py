"""Build cvs/Rosheen_Ogilvie_CV.docx: English CV in a two-column table layout."""
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.enum.table import WD_TABLE_ALIGNMENT

doc = Document()
for s in doc.sections:
    s.left_margin = s.right_margin = Cm(1.6)
    s.top_margin = s.bottom_margin = Cm(1.5)
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10)

h = doc.add_paragraph(); r = h.add_run("ROSHEEN OGILVIE"); r.bold = True; r.font.size = Pt(22)
r.font.color.rgb = RGBColor(0x8B, 0x1E, 0x3F)
doc.add_paragraph("Senior Podcast Producer  |  Glasgow & London  |  rosheen.ogilvie@gmail.com  |  +44 7911 402 266")

t = doc.add_table(rows=1, cols=2)
t.alignment = WD_TABLE_ALIGNMENT.CENTER
left, right = t.rows[0].cells
left.width = Cm(5.5); right.width = Cm(12.5)

def head(cell, text, first=False):
    p = cell.paragraphs[0] if first else cell.add_paragraph()
    r = p.add_run(text.upper()); r.bold = True; r.font.size = Pt(11)
    r.font.color.rgb = RGBColor(0x8B, 0x1E, 0x3F)

def para(cell, text, bold=False, italic=False):
    p = cell.add_paragraph(); r = p.add_run(text); r.bold = bold; r.italic = italic
    return p

# left column
head(left, "Contact", first=True)
para(left, "Glasgow G12 (hybrid, London two days a week)")
para(left, "linkedin.com/in/rosheenogilvie")
head(left, "Education")
para(left, "University of Edinburgh", bold=True)
para(left, "MA (Hons) English Literature, 2:1")
para(left, "2004 – 2008")
para(left, "Glasgow Caledonian University", bold=True)
para(left, "PgDip Broadcast Journalism (part-time) – not completed")
para(left, "2011 – 2012")
head(left, "Tools")
para(left, "Adobe Audition, Pro Tools, Descript, Reaper, Logic Pro, Riverside.fm, Airtable")
head(left, "Awards")
para(left, "ARIA Silver – Best Speech Breakfast Show (2018)")
para(left, "British Podcast Awards – shortlisted, Best True Crime (2024)")

# right column
head(right, "Profile", first=True)
para(right, "Eleven years as a radio presenter in Scotland before moving behind the microphone into "
            "narrative podcasts. I now run a small production team making weekly true-crime and history "
            "series, from pitch and research through script edit, studio direction and final mix.")
head(right, "Experience")
para(right, "Wondery (an Amazon company), London", bold=True)
para(right, "Senior Podcast Producer  ·  Jan 2023 – Present", italic=True)
para(right, "• Lead producer on two weekly narrative series (true crime, British history); line-manage three "
            "producers and one researcher.")
para(right, "• Own editorial sign-off, legal read and final mix in Pro Tools; shows regularly chart in the "
            "Apple Podcasts UK top 20.")
para(right, "• Produced a branded limited series for Audible UK as the commissioning client.")
para(right, "BBC Sounds, BBC Scotland, Glasgow", bold=True)
para(right, "Podcast Producer  ·  March 2020 – December 2022", italic=True)
para(right, "• Moved from on-air presenting into podcast production; produced 'Tall Tales of the Clyde' "
            "(3 series) and daily news podcast episodes.")
para(right, "• Edited in Adobe Audition and Descript; trained presenters in remote recording during lockdown.")
para(right, "BBC Radio Scotland, Glasgow", bold=True)
para(right, "Presenter, weekday Drivetime  ·  July 2014 – February 2020", italic=True)
para(right, "• Live three-hour weekday programme: interviews, phone-ins and music; self-op desk.")
para(right, "Clyde 1 (Bauer Media), Glasgow", bold=True)
para(right, "Breakfast Show Co-host  ·  January 2009 – June 2014", italic=True)
para(right, "• Co-presented the commercial breakfast show for Glasgow and the west of Scotland.")

doc.add_paragraph("References on request.")
doc.save("../cvs/Rosheen_Ogilvie_CV.docx")
