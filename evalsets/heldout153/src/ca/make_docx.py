from docx import Document
from docx.shared import Pt
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
def para(text, bold=False, italic=False, size=None):
    p = d.add_paragraph(); r = p.add_run(text); r.bold = bold; r.italic = italic
    if size: r.font.size = Pt(size)
    return p
def job(org, title, dates, bullets):
    para(org + "  |  " + dates, bold=True)
    para(title, italic=True)
    for b in bullets: d.add_paragraph(b, style="List Bullet")
para("Colm Ardagh", bold=True, size=18)
para("Field Service Team Lead – Semiconductor Equipment (Etch / Lithography)")
para("Maynooth, Co. Kildare, Ireland  •  +353 87 412 6603  •  colm.ardagh@gmail.com")
para("PROFILE", bold=True, size=12)
para("Fourteen years keeping wafer-fab tools up and running for the world's largest chipmakers. I started on ASML DUV scanners, moved to plasma etch at Lam Research and now lead a field service team for Applied Materials in Ireland. Comfortable in a cleanroom at 3 a.m. and in a customer escalation meeting at 9.")
para("EXPERIENCE", bold=True, size=12)
job("Applied Materials Ireland Ltd., Leixlip", "Field Service Team Lead, Etch (Centura / Sym3)", "Dec 2021 – present",
    ["Manage a team of 6 field service engineers supporting Sym3 and Centura etch chambers at a high-volume customer fab; responsible for rotas, training plans and performance reviews.",
     "Own tool uptime KPIs for 40+ chambers; raised average availability from 91.5% to 95.2% in 2024 through preventive-maintenance rescheduling and spare-parts kitting.",
     "First point of escalation for the customer's module owners; run weekly tool-health reviews with the Applied Materials product support group in Santa Clara."])
job("Lam Research GmbH, Dresden", "Senior Field Service Engineer", "Jul 2018 – Nov 2021",
    ["Installed, qualified and maintained Kiyo and Flex etch systems at GlobalFoundries Fab 1 (customer site).",
     "Led 3 new-tool installations from move-in to customer acceptance; trained local customer technicians on chamber cleans.",
     "Troubleshot RF matching networks and ESC chucking faults using Lam's PM procedures and LabVIEW-based diagnostic logs."])
job("ASML Ireland", "Customer Support Engineer (Field Service), TWINSCAN DUV", "Sep 2012 – Jun 2018",
    ["Field service on TWINSCAN NXT immersion scanners installed at Intel's Leixlip campus (customer site); wafer stage, reticle handler and laser interface diagnostics.",
     "Worked 12-hour rotating shifts in a 24/7 support team; certified to ASML service level 3 in 2015."])
job("Analog Devices, Limerick", "Test Engineering Intern", "summer 2011",
    ["Wrote test-program updates for a precision ADC product line on Teradyne testers."])
para("EDUCATION", bold=True, size=12)
para("Dublin City University — B.Eng. Electronic Engineering, 2:1 honours, 2008 – 2012")
para("University College Cork — M.Eng. Microelectronic Engineering (part-time), 2015 – 2016; completed four taught modules, did not complete the degree (withdrew when relocating to Germany).")
para("CERTIFICATIONS & TRAINING", bold=True, size=12)
para("ASML TWINSCAN NXT Service Level 3 (2015)  •  SEMI S2/S8 safety training  •  Lam Research Kiyo Advanced Maintenance (2019)  •  IOSH Managing Safely (2022)")
para("SKILLS", bold=True, size=12)
para("Preventive and corrective maintenance, tool installation and qualification, RF and vacuum systems, root-cause analysis (8D), SAP PM, LabVIEW, basic Python scripting, English (native), German (B1)")
d.save("../../cvs/colm_ardagh_resume.docx")
