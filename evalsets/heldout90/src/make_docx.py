"""Builds cvs/Oksana_Prykhodko_TPM.docx (English CV with tables)."""
from docx import Document
from docx.shared import Pt, RGBColor, Cm
from docx.enum.text import WD_ALIGN_PARAGRAPH
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "cvs" / "Oksana_Prykhodko_TPM.docx"
d = Document()
for s in d.sections:
    s.left_margin = s.right_margin = Cm(2)
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

h = d.add_paragraph(); r = h.add_run("OKSANA PRYKHODKO"); r.bold = True; r.font.size = Pt(20)
r.font.color.rgb = RGBColor(0x1F, 0x3A, 0x5F)
d.add_paragraph("Senior Technical Program Manager — cloud infrastructure, Kubernetes, large cross-team launches")

t = d.add_table(rows=2, cols=3); t.style = "Table Grid"
cells = [("Location", "Phone", "Email"), ("Seattle, WA (US permanent resident)", "+1 206 555 0173", "oksana.prykhodko.tpm@outlook.com")]
for i, row in enumerate(cells):
    for j, v in enumerate(row):
        t.cell(i, j).text = v
        if i == 0:
            t.cell(i, j).paragraphs[0].runs[0].bold = True

def heading(text):
    p = d.add_paragraph(); r = p.add_run(text.upper()); r.bold = True; r.font.size = Pt(12)
    r.font.color.rgb = RGBColor(0x1F, 0x3A, 0x5F)

heading("Summary")
d.add_paragraph("Fifteen years in software delivery: four years as a Java engineer, then project and program "
                "management at EPAM, Microsoft Azure and AWS. I run multi-team programs with hard external "
                "dates, write the narrative documents leadership decides on, and currently manage a team of 3 TPMs.")

heading("Experience")
exp = [
    ("04/2022 - today", "Amazon Web Services (AWS) — Senior Technical Program Manager, Amazon EKS",
     "Manage a team of 3 TPMs covering the EKS control-plane roadmap.\n"
     "Led the EKS Auto Mode launch program across 11 service teams, from PR/FAQ to GA at re:Invent.\n"
     "Drove the migration of 40 internal services from self-managed Kubernetes clusters to EKS; owned the risk register and weekly business review."),
    ("07/2020 - 03/2022", "Microsoft — Senior Program Manager, Azure Compute",
     "Program lead for the rollout of a new VM allocation service to 60+ Azure regions with zero Sev-1 incidents."),
    ("07/2017 - 06/2020", "Microsoft — Program Manager, Azure Compute",
     "Owned capacity-planning tooling requirements and the quarterly planning process for the VM platform team."),
    ("09/2015 - 06/2017", "EPAM Systems, Kyiv — Project Manager",
     "Delivery lead for a 14-person offshore team building a claims-processing portal for an insurance client (Allianz); "
     "Scrum master for two teams."),
    ("07/2011 - 08/2015", "SoftServe, Kyiv — Software Engineer",
     "Java/Spring back-end developer on e-commerce and logistics projects for US customers."),
]
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
for j, v in enumerate(("Dates", "Employer / Role", "Highlights")):
    t.rows[0].cells[j].text = v; t.rows[0].cells[j].paragraphs[0].runs[0].bold = True
for dates, role, hl in exp:
    c = t.add_row().cells
    c[0].text = dates; c[1].text = role; c[2].text = hl

heading("Education")
t = d.add_table(rows=1, cols=3); t.style = "Table Grid"
for j, v in enumerate(("Years", "Degree", "School")):
    t.rows[0].cells[j].text = v; t.rows[0].cells[j].paragraphs[0].runs[0].bold = True
for row in [("2019 - 2022", "MBA (Evening MBA program)", "University of Washington, Foster School of Business"),
            ("2007 - 2011", "BSc in Computer Science", "Taras Shevchenko National University of Kyiv")]:
    c = t.add_row().cells
    for j, v in enumerate(row):
        c[j].text = v

heading("Certifications")
d.add_paragraph("Project Management Professional (PMP), PMI — 2016")
d.add_paragraph("AWS Certified Solutions Architect – Associate — 2019")
d.add_paragraph("Certified ScrumMaster (CSM), Scrum Alliance — 2014")

heading("Skills")
d.add_paragraph("Program management, PR/FAQ and 6-pager writing, risk management, Jira, Azure DevOps, Kubernetes, "
                "Java, SQL, stakeholder management. Languages: Ukrainian (native), English (C2), Russian.")
d.save(OUT)
print("wrote", OUT)
