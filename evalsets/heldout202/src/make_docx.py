from docx import Document
from docx.shared import Pt
d = Document()
d.add_heading("Clotilde Thibault", 0)
d.add_paragraph("Brand Marketing Manager | Luxury Beauty | Shanghai, China")
d.add_paragraph("clotilde.thibault@gmail.com · +86 139 1647 2208 · linkedin.com/in/clotildethibault")
d.add_heading("Profile", 1)
d.add_paragraph("Bilingual (French/English, working Mandarin) brand marketer with 13 years in prestige skincare and "
                "fragrance. I lead a team of four brand managers and own the Lancôme skincare P&L for mainland China "
                "across Tmall, Douyin and department-store counters.")
d.add_heading("Experience", 1)
t = d.add_table(rows=1, cols=3)
t.style = "Table Grid"
h = t.rows[0].cells
h[0].text, h[1].text, h[2].text = "Dates", "Company / Role", "Highlights"
rows = [
 ("Jan 2021 – Present", "L'Oréal China — Lancôme (L'Oréal Luxe division), Shanghai\nBrand Marketing Manager, Skincare",
  "Lead a team of 4 brand managers; Advanced Génifique relaunch 2023 (+18% sell-out); 11.11 and 618 campaign owner on Tmall and Douyin."),
 ("Sep 2016 – Dec 2020", "L'Oréal China — Lancôme (L'Oréal Luxe division), Shanghai\nBrand Manager",
  "Launched Absolue line in travel retail Hainan; managed KOL seeding budget; worked with agency partners Ogilvy and Publicis."),
 ("Sep 2013 – Aug 2016", "The Estée Lauder Companies — Clinique, Paris\nAssistant Brand Manager",
  "French market plans for moisturiser franchise; Nielsen and Kantar consumer-panel analysis; pack and claim approvals."),
 ("Jun 2012 – Aug 2012", "Sephora (LVMH), Paris\nMarketing Intern", "In-store activation calendar for skincare category."),
]
for r in rows:
    c = t.add_row().cells
    for i, v in enumerate(r):
        c[i].text = v
d.add_heading("Education", 1)
t2 = d.add_table(rows=1, cols=3)
t2.style = "Table Grid"
h = t2.rows[0].cells
h[0].text, h[1].text, h[2].text = "Years", "School", "Degree"
for r in [("2011 – 2013", "ESSEC Business School, Cergy", "MSc in Management (Grande École programme), Marketing major"),
          ("2008 – 2011", "Université Lumière Lyon 2", "Licence (Bachelor) in Economics and Management")]:
    c = t2.add_row().cells
    for i, v in enumerate(r):
        c[i].text = v
d.add_heading("Skills & Languages", 1)
d.add_paragraph("Brand strategy, consumer insight (Nielsen, Kantar), Tmall/Douyin campaign management, P&L ownership, "
                "agency briefing. French (native), English (fluent), Mandarin (HSK 4).")
d.add_heading("Other", 1)
d.add_paragraph("Judge, Tmall Beauty Innovation Awards 2024. Speaker, Cosmetics Business China Summit 2022.")
d.save("../cvs/Clotilde_Thibault_CV.docx")
