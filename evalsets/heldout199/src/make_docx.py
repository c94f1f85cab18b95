"""Build cvs/Adeel_Bashir_Patent_Attorney.docx (English, paragraphs only, no tables)."""
from docx import Document
from docx.shared import Pt

doc = Document()
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

def p(text, bold=False, italic=False, size=None):
    para = doc.add_paragraph()
    run = para.add_run(text); run.bold = bold; run.italic = italic
    if size: run.font.size = Pt(size)
    return para

p("ADEEL BASHIR", bold=True, size=18)
p("Chartered (UK) and European Patent Attorney")
p("Cambridge, United Kingdom · adeel.bashir.ip@gmail.com · +44 7700 914 582")
p("")
p("PROFILE", bold=True, size=12)
p("Patent attorney with over eleven years in the profession, qualified in 2019, specialising in "
  "semiconductors, processor architecture and telecoms. Trained in private practice, now in-house. "
  "Drafting, prosecution before the UKIPO and EPO, oppositions, freedom-to-operate opinions and "
  "portfolio strategy.")
p("")
p("EXPERIENCE", bold=True, size=12)
p("Arm Ltd, Cambridge — Patent Counsel", bold=True)
p("since 03/2023", italic=True)
p("In-house patent counsel for the CPU and system IP groups. Run invention-disclosure meetings with "
  "engineering teams, decide filing strategy, instruct and supervise outside counsel in the US, China "
  "and Korea, and handle EPO oppositions against competitor patents. Built a claim-charting process "
  "for standard-essential patent reviews.")
p("Mathys & Squire LLP, London — Senior Associate", bold=True)
p("05/2021 – 02/2023", italic=True)
p("Drafted and prosecuted patent applications for semiconductor and consumer-electronics clients, "
  "including Samsung Electronics and several university spin-outs; represented clients at EPO oral "
  "proceedings (two oppositions won).")
p("Marks & Clerk LLP, London — Patent Attorney (Associate)", bold=True)
p("09/2019 – 04/2021", italic=True)
p("Prosecution of a telecoms portfolio; freedom-to-operate opinions. Key clients included Google "
  "(Pixel hardware) and Dyson.")
p("Marks & Clerk LLP, London — Trainee Patent Attorney", bold=True)
p("09/2015 – 08/2019", italic=True)
p("Trained in drafting and prosecution across electronics and software; passed the UK finals and "
  "the European Qualifying Examination (EQE) in 2019.")
p("Dyson, Malmesbury — Undergraduate Engineering Intern", bold=True)
p("summer 2012", italic=True)
p("Test rigs for brushless motor control firmware (twelve-week summer placement).")
p("")
p("EDUCATION", bold=True, size=12)
p("Queen Mary University of London — Postgraduate Certificate in Intellectual Property Law, 2016")
p("University of Cambridge — PhD in Photonics, Department of Engineering, Oct 2014 – Jul 2015 "
  "(withdrew after the first year to join the patent profession; no degree awarded)")
p("Imperial College London — MEng Electrical and Electronic Engineering, First Class Honours, 2010 – 2014")
p("")
p("QUALIFICATIONS", bold=True, size=12)
p("Chartered Patent Attorney (CIPA Fellow), 2019")
p("European Patent Attorney (EQE passed 2019)")
p("IPReg Higher Courts Litigation Certificate, 2020")
p("")
p("SKILLS", bold=True, size=12)
p("Patent drafting and prosecution (UKIPO, EPO, PCT); oppositions and appeals; FTO; SEP analysis; "
  "Orbit / Inprotech docketing; Derwent Innovation; PatSnap. Python (basic), MATLAB. "
  "Languages: English, Urdu (native), German (B2).")
p("")
p("OTHER", bold=True, size=12)
p("Guest lecturer, CIPA Informals tutorials on claim drafting (2020 – 2022). Speaker at the "
  "IPBC Global 2024 panel on SEP licensing.")
doc.save("../cvs/Adeel_Bashir_Patent_Attorney.docx")
