"""Builds cvs/Katarzyna_Ptak_CV.docx (English, work history in a two-column table)."""
from docx import Document
from docx.shared import Pt, Cm
from docx.enum.text import WD_ALIGN_PARAGRAPH

d = Document()
for s in d.sections:
    s.left_margin = s.right_margin = Cm(2)
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

h = d.add_paragraph(); r = h.add_run("Katarzyna Ptak, CEng MIStructE"); r.bold = True; r.font.size = Pt(18)
d.add_paragraph("Associate – Bridge Engineering  |  London, UK  |  +44 7700 914 382  |  k.ptak.structures@gmail.com")

d.add_heading("Profile", level=1)
d.add_paragraph(
    "Chartered structural engineer with over eleven years designing long-span and footbridges in "
    "Denmark and the UK. I lead concept-to-detailed design of steel and concrete bridges, run "
    "multi-disciplinary design teams and line manage six engineers in the London bridges group.")

d.add_heading("Work History", level=1)
rows = [
    ("Apr 2022 – Present",
     "Arup — Bridges & Civil Structures, London\nAssociate\n"
     "• Design lead for a 240 m cable-stayed river crossing (client: Network Rail); responsible for the "
     "global analysis in SOFiSTiK and the construction-stage model.\n"
     "• Line manage six engineers; run the bridges group's Eurocode training sessions."),
    ("Sep 2018 – Mar 2022",
     "Arup — Bridges & Civil Structures, London\nSenior Structural Engineer\n"
     "• Detailed design of steel–concrete composite viaduct spans for a National Highways scheme, "
     "using LUSAS and Midas Civil.\n"
     "• Wrote Python scripts that generate Grasshopper geometry for parametric footbridge options."),
    ("Sept 2015 – Aug 2018",
     "COWI A/S — Major Bridges, Kongens Lyngby (Denmark)\nStructural Engineer\n"
     "• Fatigue and dynamic checks of orthotropic steel decks for a suspension bridge retrofit.\n"
     "• Bearing and expansion-joint replacement design for motorway bridges in Jutland."),
    ("summer 2013",
     "Ramboll, Copenhagen\nSummer Intern – Bridges\n"
     "• Assisted with inspection reports and load-rating calculations for concrete road bridges."),
]
t = d.add_table(rows=0, cols=2); t.style = "Table Grid"
for when, what in rows:
    c = t.add_row().cells
    c[0].text = when
    c[1].text = what
for row in t.rows:
    row.cells[0].width = Cm(4); row.cells[1].width = Cm(13)

d.add_heading("Education", level=1)
d.add_paragraph("MSc in Civil Engineering (Structural Engineering), Technical University of Denmark (DTU), 2013 – 2015")
d.add_paragraph("BSc in Civil Engineering, Warsaw University of Technology, 2009 – 2013")
d.add_paragraph("Postgraduate Certificate in Project Management, The Open University, 2021 – 2022 (part-time, not completed)")

d.add_heading("Professional Registration & Awards", level=1)
d.add_paragraph("Chartered Engineer (CEng), Member of the Institution of Structural Engineers (MIStructE), 2020")
d.add_paragraph("IStructE Structural Awards 2023 – shortlisted team member (footbridge category)")
d.add_paragraph("Invited talk, Footbridge 2022 conference, Madrid")

d.add_heading("Skills", level=1)
d.add_paragraph("Analysis: SOFiSTiK, LUSAS, Midas Civil, Oasys GSA")
d.add_paragraph("Codes: Eurocodes (EN 1990–1993), DMRB, Danish National Annexes")
d.add_paragraph("Other: Python, Grasshopper/Rhino, Revit, Tekla Structures, AutoCAD")
d.add_paragraph("Languages: Polish (native), English (fluent), Danish (intermediate)")

d.save("../cvs/Katarzyna_Ptak_CV.docx")
