# Builds cvs/Isabel_Salcedo_Resume.docx (English; bold employer lines, italic titles)
from docx import Document
from docx.shared import Pt
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
p = d.add_paragraph(); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
r = p.add_run("ISABEL SALCEDO"); r.bold = True; r.font.size = Pt(18)
p = d.add_paragraph("Hoboken, NJ · isalcedo.pkg@outlook.com · (201) 555-0173 · linkedin.com/in/isabel-salcedo-pkg"); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
def head(t):
    p = d.add_paragraph(); r = p.add_run(t.upper()); r.bold = True; r.font.size = Pt(12)
def employer(name, dates):
    p = d.add_paragraph(); r = p.add_run(name); r.bold = True; p.add_run("\t" + dates)
def title(t):
    p = d.add_paragraph(); r = p.add_run(t); r.italic = True
def bullet(t):
    d.add_paragraph(t, style="List Bullet")
head("Summary")
d.add_paragraph("Packaging engineer with ten years in consumer goods, from primary and secondary packaging "
                "development for laundry and home care brands to leading a packaging development team for "
                "personal care. Strong in sustainable materials (PCR resins, mono-material laminates), "
                "transit testing and line trials.")
head("Experience")
employer("Unilever — Beauty & Wellbeing, Englewood Cliffs, NJ", "Apr 2020 – Present")
title("Packaging Development Manager (Jan 2024 – Present)")
bullet("Lead a team of 4 packaging engineers developing bottles, closures and tubes for hair care and skin care brands in North America.")
bullet("Own the packaging stage-gate for 30+ launches a year; approve specifications, artwork dielines and supplier qualification.")
title("Senior Packaging Engineer (Apr 2020 – Dec 2023)")
bullet("Moved Dove body wash bottles to 100% PCR HDPE; ran line trials and ISTA 3A distribution testing with the Amcor and Berry Global supplier teams.")
bullet("Designed secondary packaging and shipper cartons in ArtiosCAD, cutting corrugate use by 18%.")
employer("The Procter & Gamble Company — Fabric & Home Care, Cincinnati, OH", "Jul 2016 – Mar 2020")
title("Packaging Engineer")
bullet("Developed primary packaging for Tide and Gain liquid detergents: bottle geometry in SolidWorks, top-load and drop testing on Instron equipment.")
bullet("Qualified a second closure supplier, saving $1.2M a year.")
employer("The Procter & Gamble Company, Cincinnati, OH", "Summer 2015")
title("Packaging Engineering Co-op")
bullet("Co-op term in the Fabric & Home Care packaging lab: compression and vibration testing, test reports.")
head("Education")
employer("Michigan State University, School of Packaging, East Lansing, MI", "2012 – 2016")
title("B.S. Packaging")
head("Certifications & Awards")
bullet("Lean Six Sigma Green Belt (2018)")
bullet("Certified Packaging Professional (CPP), Institute of Packaging Professionals (2021)")
bullet("AmeriStar Package Award finalist, Institute of Packaging Professionals (2022)")
head("Skills")
d.add_paragraph("ArtiosCAD, SolidWorks, ISTA 3A / ASTM D4169 testing, Instron, line trials, DFMEA, SAP PLM, "
                "sustainable packaging (PCR, mono-materials). Coursework only: Python, MATLAB.")
out = os.path.join(os.path.dirname(__file__), "..", "cvs", "Isabel_Salcedo_Resume.docx")
d.save(out); print("wrote", out)
