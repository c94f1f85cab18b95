"""Build cvs/natalie_kwok_resume.docx (English, paragraphs with bold employer lines)."""
from docx import Document
from docx.shared import Pt
doc = Document()
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

def para(text="", bold=False, size=None, style=None):
    p = doc.add_paragraph(style=style) if style else doc.add_paragraph()
    r = p.add_run(text); r.bold = bold
    if size: r.font.size = Pt(size)
    return p

def employer(name, dates):
    p = doc.add_paragraph()
    r = p.add_run(name); r.bold = True
    p.add_run("\t" + dates)
    return p

para("NATALIE KWOK Wing-yan", bold=True, size=18)
para("Hong Kong SAR  |  +852 9361 2740  |  natalie.kwok.wy@gmail.com  |  SFC licensed (Type 1 & 4)")
para("PROFILE", bold=True, size=12)
para("Compliance professional in securities brokerage and investment banking since 2015, covering "
     "AML/KYC, trade surveillance, licensing and regulatory reporting to the SFC and HKEX. I currently "
     "lead the surveillance and advisory desk for equities and fixed income, and I line-manage three "
     "compliance analysts; before that I spent almost seven years at CLSA, where I moved from analyst to "
     "officer and ran the annual SFC licensing renewal for about 400 staff.")
para("EXPERIENCE", bold=True, size=12)
employer("Huatai Financial Holdings (Hong Kong) Limited — Huatai International", "since 04/2022")
para("Senior Compliance Officer, Compliance Department", bold=False)
para("Run the trade-surveillance programme for equities and fixed income, reviewing alerts from the "
     "NICE Actimize platform and escalating suspected market misconduct to the MLRO.", style="List Bullet")
para("Line-manage three compliance analysts; wrote the desk's procedures manual for Stock Connect "
     "northbound trading controls.", style="List Bullet")
para("Prepared the firm's responses to two SFC thematic inspections (2023, 2025) without findings.",
     style="List Bullet")
employer("CLSA Limited (CITIC Securities International)", "07/2015 - 03/2022")
para("Compliance Officer, 07/2018 - 03/2022", bold=False)
para("Owned KYC refresh and enhanced due diligence for high-risk institutional clients; cleared "
     "about 1,200 files a year.", style="List Bullet")
para("Coordinated the annual SFC licensing renewal for roughly 400 licensed representatives.",
     style="List Bullet")
para("Compliance Analyst, 07/2015 - 06/2018", bold=False)
para("Monitored personal-account dealing and restricted lists; drafted monthly regulatory "
     "returns (FRR).", style="List Bullet")
employer("KPMG China", "summer 2014")
para("Audit Intern (financial services audit, Hong Kong office)", bold=False)
para("EDUCATION", bold=True, size=12)
employer("The Chinese University of Hong Kong — CUHK Business School", "2024 - present")
para("Part-time MBA (in progress, expected 2027)")
employer("The University of Hong Kong", "2011 - 2015")
para("Bachelor of Laws (LLB)")
para("CERTIFICATIONS & ACTIVITIES", bold=True, size=12)
para("Certified Anti-Money Laundering Specialist (CAMS), ACAMS, 2019", style="List Bullet")
para("Panel speaker, HKEX Compliance Forum 2024: \"Surveillance of Stock Connect flows\"", style="List Bullet")
para("Volunteer mentor, Securities and Futures Commission (SFC) Young Professionals Programme, 2023",
     style="List Bullet")
para("SKILLS", bold=True, size=12)
para("AML/KYC, trade surveillance, SFC Code of Conduct, FRR reporting, NICE Actimize, Bloomberg, "
     "Excel/VBA, Cantonese, Mandarin, English")
doc.save("../cvs/natalie_kwok_resume.docx")
