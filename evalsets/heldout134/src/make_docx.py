from docx import Document
from docx.shared import Pt
d = Document()
d.add_heading("Kacper Wojtaszek", 0)
d.add_paragraph("Senior Treasury Analyst | Hong Kong | +852 6281 4407 | kacper.wojtaszek@outlook.com")
d.add_heading("Summary", 1)
d.add_paragraph("Corporate treasury professional with nine years in banking and airline treasury: liquidity "
                "forecasting, FX and jet-fuel hedging, bank relationship management and treasury systems.")
d.add_heading("Experience", 1)
d.add_heading("Cathay Pacific Airways Limited — Group Treasury, Hong Kong", 2)
d.add_paragraph("Senior Treasury Analyst, 04/2022 - today", style="Intense Quote")
for b in ["Own the 13-week group cash forecast covering Cathay Pacific and HK Express; forecast accuracy improved from 88% to 95%.",
          "Execute and document jet-fuel and USD/HKD/EUR hedges under the board-approved hedging policy; prepare IFRS 9 hedge-effectiveness packs for audit.",
          "Led the Kyriba cash-management rollout across 14 stations (bank connectivity, payment factories, in-house bank accounts)."]:
    d.add_paragraph(b, style="List Bullet")
d.add_paragraph("Treasury Analyst, 07/2019 - 03/2022", style="Intense Quote")
for b in ["Daily cash positioning and short-term investment of surplus liquidity during the 2020–2021 capacity cuts; supported the HKD 39bn recapitalisation workstream.",
          "Maintained aircraft financing schedules (JOLCO, finance leases) in SAP Treasury and Risk Management."]:
    d.add_paragraph(b, style="List Bullet")
d.add_heading("HSBC — Global Banking & Markets, Hong Kong", 2)
d.add_paragraph("Graduate Analyst, 09/2017 - 06/2019", style="Intense Quote")
d.add_paragraph("Rotations in FX sales structuring and Global Liquidity & Cash Management; built VBA pricing tools "
                "for corporate FX forwards and cross-currency swaps.", style="List Bullet")
d.add_heading("PwC Poland — Deals Advisory, Warsaw", 2)
d.add_paragraph("Summer Intern, summer 2016", style="Intense Quote")
d.add_paragraph("Supported financial due diligence on two mid-market transactions.", style="List Bullet")
d.add_heading("Education", 1)
t = d.add_table(rows=3, cols=3)
t.style = "Table Grid"
rows = [("Degree", "School", "Years"),
        ("MSc in Finance", "The Hong Kong University of Science and Technology (HKUST)", "2016 – 2017"),
        ("BA in Economics", "University of Warsaw", "2013 – 2016")]
for r, row in zip(t.rows, rows):
    for c, v in zip(r.cells, row):
        c.text = v
d.add_heading("Certifications & Skills", 1)
d.add_paragraph("CFA Charterholder (CFA Institute, 2021); FRM Part I passed (2018).")
d.add_paragraph("Skills: Kyriba, SAP TRM, Bloomberg Terminal, Excel/VBA, Power BI, Python, R, Tableau.")
d.add_paragraph("Languages: Polish (native), English (fluent), Cantonese (basic).")
d.save("../cvs/Kacper_Wojtaszek_CV.docx")
