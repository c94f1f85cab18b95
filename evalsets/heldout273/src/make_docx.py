# Builds cvs/Matilde_Amaral_Resume.docx: a two-column table layout (left: contact/skills/education,
# right: experience), English.
from docx import Document
from docx.shared import Pt, Cm
from docx.enum.table import WD_TABLE_ALIGNMENT
import os
OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "Matilde_Amaral_Resume.docx")
d = Document()
for s in d.sections:
    s.left_margin = s.right_margin = Cm(1.5); s.top_margin = s.bottom_margin = Cm(1.5)
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10)
h = d.add_paragraph(); r = h.add_run("MATILDE AMARAL"); r.bold = True; r.font.size = Pt(20)
d.add_paragraph("Tax Senior | Corporate & International Tax")
t = d.add_table(rows=1, cols=2); t.alignment = WD_TABLE_ALIGNMENT.CENTER
L, R = t.rows[0].cells
L.width = Cm(6); R.width = Cm(12)
def head(cell, txt, first=False):
    p = cell.paragraphs[0] if first else cell.add_paragraph()
    rr = p.add_run(txt.upper()); rr.bold = True; rr.font.size = Pt(11)
def line(cell, txt, bold=False, bullet=False):
    p = cell.add_paragraph()
    rr = p.add_run(("• " if bullet else "") + txt); rr.bold = bold
head(L, "Contact", first=True)
line(L, "Lisbon, Portugal")
line(L, "+351 912 448 630")
line(L, "matilde.amaral.tax@gmail.com")
head(L, "Education")
line(L, "MSc in Finance", bold=True)
line(L, "Nova School of Business and Economics (Nova SBE), 2019 – 2021")
line(L, "BSc in Economics", bold=True)
line(L, "Faculdade de Economia da Universidade do Porto (FEP), 2016 – 2019")
head(L, "Certifications")
line(L, "Certified Accountant – Ordem dos Contabilistas Certificados (OCC), 2023")
line(L, "ADIT (CIOT) – 2 of 3 modules passed, in progress")
head(L, "Tools")
line(L, "SAP FI, Excel (VBA), Alteryx, Power BI")
head(L, "Languages")
line(L, "Portuguese (native), English (C2), Spanish (B2)")
head(R, "Experience", first=True)
line(R, "Deloitte – Deloitte & Associados, SROC S.A., Lisbon", bold=True)
line(R, "Tax Senior, Business Tax | 09/2023 – present")
line(R, "Prepare and review corporate income tax (IRC) returns and transfer pricing files for listed groups in retail and energy; clients include Jerónimo Martins and Galp.", bullet=True)
line(R, "Built an Alteryx workflow that maps SAP FI trial balances to the tax computation, cutting preparation time by about 40%.", bullet=True)
line(R, "Pillar Two (GloBE) readiness assessments with the transfer pricing team.", bullet=True)
line(R, "Tax Consultant, Business Tax | 09/2021 – 08/2023")
line(R, "VAT compliance and CIT provisions for 20+ clients; Power BI dashboards for VAT reconciliation.", bullet=True)
line(R, "EY (Ernst & Young), Porto", bold=True)
line(R, "Summer Intern, Indirect Tax | Jul 2020 – Sep 2020")
line(R, "Supported VAT refund claims and SAF-T file checks.", bullet=True)
head(R, "Other")
line(R, "Finalist, KPMG Tax Challenge Portugal 2019 (student competition).")
line(R, "Volunteer tax help desk for students, Nova SBE, 2020.")
d.save(OUT)
print("saved", OUT)
