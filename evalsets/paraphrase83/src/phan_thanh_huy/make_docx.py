from docx import Document
from docx.shared import Pt
import sys
d = Document()
d.styles['Normal'].font.name = 'Calibri'; d.styles['Normal'].font.size = Pt(10.5)
d.add_heading('PHAN THANH HUY', 0)
d.add_paragraph('Country Manager | Consumer Electronics | Ho Chi Minh City, Vietnam')
d.add_paragraph('huy.phanthanh@gmail.com  ·  +84 903 471 286  ·  linkedin.com/in/phanthanhhuy')
d.add_heading('Profile', 1)
d.add_paragraph('General manager with 18 years in consumer electronics sales and distribution in Vietnam and '
                'Cambodia: P&L ownership, retail and e-commerce channels, distributor management and building '
                'local teams for fast-growing brands.')
d.add_heading('Career history', 1)
t = d.add_table(rows=1, cols=3); t.style = 'Table Grid'
for c, h in zip(t.rows[0].cells, ['Dates', 'Company / Title', 'Scope']):
    c.text = h
rows = [
 ('since 01/2020', 'Anker Innovations — Country Manager, Vietnam',
  'Full P&L for charging, audio (Soundcore) and smart-home (eufy) lines; revenue grew from USD 9m to USD 41m. '
  'Grew Soundcore to #2 in mid-price earbuds, behind Sony and ahead of JBL. Team of 34 plus two distributors.'),
 ('01/2015 – 12/2019', 'OPPO Vietnam — Head of Channel Sales (South)',
  'Opened 1,100 points of sale across the Mekong Delta; managed 6 regional sales managers.'),
 ('07/2008 – 12/2014', 'Samsung Vina Electronics Co., Ltd. (Samsung Electronics) — Sales Manager, Mobile (2011–2014); Key Account Executive (2008–2011)',
  'Full-time. Managed national retail chains (Thế Giới Di Động, FPT Shop) for Galaxy smartphones and tablets.'),
]
for r in rows:
    cells = t.add_row().cells
    for c, v in zip(cells, r):
        c.text = v
d.add_heading('Education', 1)
d.add_paragraph('Executive MBA (part-time), National University of Singapore, 2017 – 2019')
d.add_paragraph('Bachelor of Economics (International Business), Foreign Trade University, Hanoi, 2004 – 2008')
d.add_heading('Other', 1)
d.add_paragraph('Languages: Vietnamese (native), English (fluent).')
d.add_paragraph('Judge, Vietnam Retail Excellence Awards 2022.')
d.save(sys.argv[1])
