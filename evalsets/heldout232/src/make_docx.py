from docx import Document
from docx.shared import Pt
d = Document()
d.styles['Normal'].font.name = 'Calibri'; d.styles['Normal'].font.size = Pt(10.5)
d.add_heading('Carlota Irazábal Ochoa', 0)
d.add_paragraph('Merchandise Planning | Fast Fashion | A Coruña, Spain')
d.add_paragraph('carlota.irazabal@outlook.es · +34 661 208 455 · linkedin.com/in/carlotairazabal')
d.add_heading('Profile', 1)
d.add_paragraph('Merchandise planner with more than ten years in fast-fashion retail, from store allocation to '
                'seasonal range and open-to-buy planning for one of the largest Zara divisions. Comfortable '
                'turning weekly sell-through data into buy, re-order and markdown decisions with design and sourcing teams.')
d.add_heading('Experience', 1)
rows = [
 ('Period', 'Employer', 'Role', 'Main responsibilities'),
 ('02/2023 – today', 'Inditex (Zara Woman), Arteixo', 'Senior Merchandise Planner',
  'Own the seasonal OTB for Zara Woman knitwear (c. €140m retail value); manage two merchandise planners; weekly re-order and markdown proposals built in SAP and Excel.'),
 ('04/2019 – 01/2023', 'Inditex (Zara Woman), Arteixo', 'Merchandise Planner',
  'Range and depth planning for jersey and knitwear; size-curve analysis by country; worked with sourcing on lead-time driven buys.'),
 ('01/2016 – 03/2019', 'Primark, Madrid (Iberia buying office)', 'Merchandise Allocator, then Assistant Merchandiser',
  'Store allocation and replenishment for 48 Iberian stores; weekly trading reports; supported buyers on line reviews.'),
 ('06/2015 – 08/2015', 'H&M Hennes & Mauritz, Madrid', 'Visual Merchandising Intern',
  'Summer internship in the flagship store on Gran Vía; floor moves and window changes.'),
]
t = d.add_table(rows=len(rows), cols=4); t.style = 'Table Grid'
for i, r in enumerate(rows):
    for j, v in enumerate(r):
        t.cell(i, j).text = v
d.add_heading('Education', 1)
d.add_paragraph('Executive MBA (part-time), IE Business School, Madrid — since 10/2025, expected 2027')
d.add_paragraph('BA in Business Administration and Management (ADE), Universidad de Navarra, Pamplona — 2011–2015')
d.add_heading('Skills', 1)
d.add_paragraph('SAP Retail, Excel (advanced, VBA), Power BI, Tableau, Python, open-to-buy, size curves, markdown optimisation')
d.add_paragraph('Languages: Spanish (native), English (C1), Portuguese (B2)')
d.add_heading('Other', 1)
d.add_paragraph('Finalist, Inditex Women in Retail mentoring programme (2024)')
d.add_paragraph('Guest lecture on fast-fashion planning vs. SHEIN-style ultra-fast fashion, ISEM Fashion Business School, 2025')
d.save('../cvs/CV_Carlota_Irazabal_2026.docx')
