"""Builds cvs/CV_Architect_2026.docx (paragraphs only, no tables; name only in footer + e-mail)."""
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH

d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

def h(text):
    p = d.add_paragraph(); r = p.add_run(text.upper()); r.bold = True; r.font.size = Pt(12)

def para(text, bold=False, italic=False):
    p = d.add_paragraph(); r = p.add_run(text); r.bold = bold; r.italic = italic; return p

t = d.add_paragraph(); r = t.add_run("ARCHITECT — CURRICULUM VITAE"); r.bold = True; r.font.size = Pt(18)
para("Shanghai, China · xiao.yuchen.arch@163.com · +86 139 1620 7745 · PRC Class 1 Registered Architect")

h("Profile")
para("Architect with twelve years at two of Shanghai's large state-owned design institutes, working on "
     "cultural, education and mixed-use buildings from competition stage to construction-drawing "
     "review. Comfortable leading multi-disciplinary teams and coordinating structure and MEP in a "
     "shared Revit model.")

h("Experience")
para("Tongji Architectural Design (Group) Co., Ltd. (TJAD), Studio 3 — Associate Chief Architect", bold=True)
para("June 2021 – present")
para("Lead a design team of 9 architects and 2 BIM coordinators; responsible for design quality, "
     "fee proposals and staffing on the studio's public-building projects.")
para("Design lead for a 68,000 m² university library and teaching complex in Jiading (completed 2025), "
     "delivered fully in Revit with Dynamo scripts for façade panel scheduling.")
para("Parametric roof study for a regional museum in Hangzhou using Rhino and Grasshopper.")

para("East China Architectural Design & Research Institute (ECADI), Arcplus Group — Senior Architect", bold=True)
para("Mar 2018 – May 2021")
para("Project architect for a 210 m mixed-use tower in Qiantan, Shanghai; ran design coordination "
     "meetings with the structural and MEP departments of the institute.")
para("East China Architectural Design & Research Institute (ECADI) — Architect", bold=True)
para("Aug 2014 – Feb 2018")
para("Schematic and design-development drawings for schools and hospitals; moved the team's drawing "
     "production from AutoCAD to Revit in 2016.")
para("Clients included Shanghai Pudong Development Bank and the Xuhui District Education Bureau.")

para("Gensler, Shanghai office — Architectural Intern", bold=True)
para("summer 2012")
para("Model making and competition boards for a commercial interiors project.")

h("Education")
para("MA Architectural Design — Welsh School of Architecture, Cardiff University, UK, 2013 – 2014")
para("Bachelor of Architecture (five-year programme) — Chongqing University, School of Architecture "
     "and Urban Planning, 2008 – 2013")

h("Registration & awards")
para("PRC Class 1 Registered Architect (一级注册建筑师), 2019")
para("LEED AP BD+C, 2017")
para("Shortlisted, Shenzhen Bay Culture Park international competition (with a team of ECADI colleagues), 2019")
para("Speaker, Autodesk University China 2022 — \"Revit at studio scale\"")

h("Software & skills")
para("Revit, Rhino + Grasshopper, Dynamo, AutoCAD, Enscape, Adobe CC; Python and C# (self-study); "
     "English (IELTS 7.5), Mandarin (native)")

sec = d.sections[0]
fp = sec.footer.paragraphs[0]
fp.text = "Xiao Yuchen · CV · updated October 2026"
fp.alignment = WD_ALIGN_PARAGRAPH.CENTER
d.save("../cvs/CV_Architect_2026.docx")
