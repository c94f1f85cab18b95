"""Builds cvs/Maelle_Vandenberghe_Landscape.docx (English, one table per job)."""
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH

doc = Document()
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

t = doc.add_paragraph(); r = t.add_run("Maëlle Vandenberghe"); r.bold = True; r.font.size = Pt(22)
doc.add_paragraph("Associate Landscape Architect, CMLI  |  London, UK  |  +44 7700 918 254  |  maelle.vdb@protonmail.com")
doc.add_paragraph("Landscape architect with over twelve years of practice in public realm, river restoration and "
                  "campus landscapes in the UK, continental Europe and China. I lead a studio team of five "
                  "landscape designers at Arup and am responsible for their project allocation and development reviews.")

def h(text):
    p = doc.add_paragraph(); r = p.add_run(text.upper()); r.bold = True
    r.font.color.rgb = RGBColor(0x2E, 0x6B, 0x3F); r.font.size = Pt(13)

def job(rows, bullets):
    tbl = doc.add_table(rows=0, cols=2); tbl.style = "Table Grid"
    for k, v in rows:
        c = tbl.add_row().cells; c[0].text = k; c[1].text = v
        c[0].paragraphs[0].runs[0].bold = True
    c = tbl.add_row().cells; c[0].text = "Key work"
    c[0].paragraphs[0].runs[0].bold = True
    c[1].text = bullets[0]
    for b in bullets[1:]:
        c[1].add_paragraph(b)
    doc.add_paragraph()

h("Professional experience")
job([("Employer", "Arup — Landscape Architecture, London"),
     ("Role", "Associate Landscape Architect"),
     ("Dates", "Oct 2023 – Present")],
    ["Leads a team of five landscape designers; line manager and reviewer for their annual development plans.",
     "Design lead for the riverside public realm of a mixed-use regeneration scheme in East London (RIBA stages 2–4).",
     "Parametric planting and grading studies in Rhino + Grasshopper; sustainable drainage (SuDS) strategies with the water team."])
job([("Employer", "Arup — Landscape Architecture, London"),
     ("Role", "Senior Landscape Architect"),
     ("Dates", "Apr 2019 – Sep 2023")],
    ["Project landscape architect for two university campus masterplans; produced planning drawings in AutoCAD and visualisations in Lumion.",
     "Coordinated tree surveys and arboricultural impact assessments with subconsultants."])
job([("Employer", "Gustafson Porter + Bowman"),
     ("Role", "Landscape Architect"),
     ("Dates", "Jul 2014 – Mar 2019")],
    ["Design team member for public gardens and plazas in London, Paris and Valencia; detail design and site supervision.",
     "Clients included Transport for London and the Canary Wharf Group (client relationships, not employment)."])
job([("Employer", "Turenscape (土人设计), Beijing"),
     ("Role", "Summer Intern, Landscape Design"),
     ("Dates", "Summer 2013")],
    ["Assisted with sponge-city wetland park concept drawings and physical models."])

h("Education")
tbl = doc.add_table(rows=1, cols=3); tbl.style = "Table Grid"
for c, x in zip(tbl.rows[0].cells, ["Years", "Degree", "Institution"]):
    c.text = x; c.paragraphs[0].runs[0].bold = True
for row in [("2011 – 2014", "Master of Landscape Architecture (MLA)", "University of Pennsylvania, Stuart Weitzman School of Design"),
            ("2008 – 2011", "BSc Landscape Architecture and Planning", "Wageningen University & Research, the Netherlands")]:
    cs = tbl.add_row().cells
    for c, x in zip(cs, row): c.text = x
doc.add_paragraph()

h("Accreditation and awards")
for x in ["Chartered Member of the Landscape Institute (CMLI), 2018",
          "Landscape Institute Awards 2022 — Highly Commended, Public Realm (as part of the Arup team)",
          "Speaker, IFLA World Congress 2023, session on urban flood landscapes"]:
    doc.add_paragraph(x, style="List Bullet")

h("Software")
doc.add_paragraph("AutoCAD, Rhino + Grasshopper, Lumion, Adobe Creative Suite, QGIS, Vectorworks (basic)")
h("Languages")
doc.add_paragraph("Dutch (native), English (fluent), French (fluent), Mandarin (basic)")
doc.save("../cvs/Maelle_Vandenberghe_Landscape.docx")
