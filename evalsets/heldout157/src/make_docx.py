"""Builds cvs/Beatriz_Sacadura_Architect_CV.docx (English, paragraphs with bold company lines)."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_TAB_ALIGNMENT

doc = Document()
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

def para(text="", bold=False, italic=False, size=None):
    p = doc.add_paragraph()
    r = p.add_run(text); r.bold = bold; r.italic = italic
    if size: r.font.size = Pt(size)
    return p

def company(name, place_dates):
    p = doc.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(Pt(460), WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(name); r.bold = True
    p.add_run("\t" + place_dates)

def bullet(text):
    doc.add_paragraph(text, style="List Bullet")

para("BEATRIZ SACADURA", bold=True, size=18)
para("Architect ARB/RIBA · Shanghai, China · beatriz.sacadura@outlook.com · +86 139 1602 4471")
para("Architect with over 14 years in practice across London and Shanghai; currently leading a design studio for "
     "hospital and transport projects at a state-owned design institute.")

para("PROFESSIONAL EXPERIENCE", bold=True, size=12)
company("East China Architectural Design & Research Institute (ECADI), Arcplus Group", "Shanghai · Apr 2018 – Present")
para("Design Director, Healthcare Studio (Jan 2022 – Present)", italic=True)
bullet("Lead a studio of 11 architects and 3 BIM coordinators; responsible for hiring, appraisals and fee plans.")
bullet("Design lead for the 1,200-bed Hainan West Central Hospital (competition win 2022, completed 2025) and two metro interchange stations in Shanghai.")
para("Senior Architect (Apr 2018 – Dec 2021)", italic=True)
bullet("Concept and schematic design for healthcare and education buildings; coordinated structure/MEP consultants in Revit and Navisworks.")

company("Gensler", "Shanghai · Sep 2013 – Mar 2018")
para("Architect, Workplace & Mixed-Use", italic=True)
bullet("Project architect for office interiors and tower podiums in Shanghai and Hangzhou; client-facing in English and Mandarin.")
bullet("Ran the office Rhino/Grasshopper training programme for junior staff.")

company("Foster + Partners", "London · Jul 2010 – Jul 2011")
para("Part 1 Architectural Assistant (year out)", italic=True)
bullet("Model shop and competition drawings for airport and station projects.")

para("EDUCATION", bold=True, size=12)
para("University College London, The Bartlett School of Architecture — MArch Architecture (ARB/RIBA Part 2), 2011 – 2013")
para("Universidade do Porto, Faculdade de Arquitectura (FAUP) — Licenciatura/Integrated studies in Architecture, 2005 – 2010")
para("Tongji University — Mandarin language programme (non-degree), 2014")

para("REGISTRATION & AWARDS", bold=True, size=12)
bullet("Registered Architect (ARB, UK), 2015; Chartered Member of RIBA")
bullet("WAF World Architecture Festival — shortlisted, Health category, 2024")
bullet("Client list includes Shanghai Shenkang Hospital Development Center and Shanghai Metro (as consultant on behalf of ECADI)")

para("SKILLS", bold=True, size=12)
para("Revit, Rhino + Grasshopper, AutoCAD, Navisworks, Enscape, Adobe Creative Suite; healthcare planning (HBN guidance); "
     "Languages: Portuguese (native), English (fluent), Mandarin (HSK 5).")

doc.save("../cvs/Beatriz_Sacadura_Architect_CV.docx")
