"""Builds cvs/Lachlan_Treloar_Resume.docx: English CV as a two-column table (dates left, entries right)."""
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH

doc = Document()
sec = doc.sections[0]
sec.left_margin = sec.right_margin = Cm(2)
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10)

p = doc.add_paragraph(); r = p.add_run("Lachlan Treloar"); r.bold = True; r.font.size = Pt(20)
doc.add_paragraph("Copenhagen, Denmark | +45 31 72 09 58 | lachlan.treloar@gmail.com | linkedin.com/in/ltreloar")
doc.add_paragraph("Corporate treasury professional: liquidity forecasting, FX and bunker-fuel hedging, cash pooling and bank relationship management in a global container-shipping group.")

def heading(t):
    p = doc.add_paragraph(); r = p.add_run(t.upper()); r.bold = True
    r.font.color.rgb = RGBColor(0x1F, 0x3A, 0x5F); r.font.size = Pt(11)

def table(rows):
    t = doc.add_table(rows=0, cols=2)
    for dates, entries in rows:
        cells = t.add_row().cells
        cells[0].width = Cm(3.6); cells[1].width = Cm(13.4)
        cells[0].paragraphs[0].add_run(dates)
        first = True
        for kind, text in entries:
            para = cells[1].paragraphs[0] if first else cells[1].add_paragraph()
            first = False
            run = para.add_run(text)
            if kind == "b": run.bold = True
            if kind == "i": run.italic = True
            if kind == "-": para.style = doc.styles["List Bullet"]

heading("Experience")
table([
    ("04/2023 - today", [
        ("b", "A.P. Moller - Maersk, Group Treasury, Copenhagen"),
        ("i", "Senior Treasury Analyst"),
        ("-", "Own the 13-week group liquidity forecast across 40+ entities and present it to the Head of Funding each month."),
        ("-", "Run FX hedging for EUR, CNY and DKK exposures and the bunker-fuel swap programme; maintain hedge documentation under IFRS 9."),
        ("-", "Led the migration of in-house bank and cash-pooling workflows from spreadsheets to Kyriba."),
    ]),
    ("09/2020 - 03/2023", [
        ("b", "A.P. Moller - Maersk, Group Treasury, Copenhagen"),
        ("i", "Treasury Analyst"),
        ("-", "Daily cash positioning, intercompany loans and bank account administration in SAP S/4HANA Treasury and Risk Management."),
        ("-", "Built Power BI dashboards for counterparty exposure limits."),
    ]),
    ("02/2018 - 08/2020", [
        ("b", "Deloitte Australia, Melbourne"),
        ("i", "Audit Associate, then Senior Audit Associate (Assurance)"),
        ("-", "Audited financial statements of transport and logistics clients, including Qantas Freight and Qube Holdings."),
        ("-", "Tested derivative and hedge-accounting balances; this work led to the move into corporate treasury."),
    ]),
    ("12/2016 - 02/2017", [
        ("b", "Commonwealth Bank of Australia, Sydney"),
        ("i", "Summer Intern, Global Markets"),
        ("-", "Supported the FX sales desk with client pricing reports."),
    ]),
])

heading("Education")
table([
    ("2024 - expected 2027", [
        ("b", "University of London (online, part-time)"),
        ("i", "MSc Finance - in progress"),
    ]),
    ("2014 - 2017", [
        ("b", "The University of Melbourne"),
        ("i", "Bachelor of Commerce (Finance and Economics)"),
    ]),
])

heading("Certifications")
doc.add_paragraph("CFA Level II candidate (exam scheduled 2027); Certificate in International Treasury Management (ACT, 2022)")
heading("Skills")
doc.add_paragraph("Kyriba, SAP S/4HANA TRM, Bloomberg Terminal, Excel / VBA, Power BI, Python (pandas), SQL")
doc.save("../cvs/Lachlan_Treloar_Resume.docx")
