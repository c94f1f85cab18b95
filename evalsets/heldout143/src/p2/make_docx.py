from docx import Document
from docx.shared import Pt
import sys
d = Document()
st = d.styles['Normal']; st.font.name = 'Calibri'; st.font.size = Pt(10.5)
d.add_heading('Maeve Lindfield', 0)
d.add_paragraph('Senior Category Manager | Grocery retail | Welwyn Garden City, UK')
d.add_paragraph('maeve.lindfield@outlook.com · +44 7700 914 362 · linkedin.com/in/maevelindfield')
d.add_heading('Profile', 1)
d.add_paragraph('Grocery category leader with a career spent entirely in UK supermarkets: discount '
                'store operations, fresh and bakery buying, and now chilled and dairy category management. '
                'Comfortable owning a £600m+ P&L, range reviews and joint business plans with branded suppliers.')
d.add_heading('Experience', 1)
jobs = [
 ('Tesco PLC', 'Welwyn Garden City', [
   ('Senior Category Manager – Chilled & Dairy', 'Jul 2021 – present',
    'Lead a team of 4 buyers and 2 category analysts across milk, cheese, yoghurts and chilled desserts. '
    'Ran the 2023 dairy range review (-11% SKUs, +2.4% category sales) and renegotiated the Arla Foods and Müller joint business plans.'),
   ('Category Manager – Dairy', 'Jan 2018 – Jun 2021',
    'Owned pricing, promotions and space for yoghurts and desserts; introduced Clubcard Prices mechanics for the category in 2020.'),
 ]),
 ("J Sainsbury plc (Sainsbury's)", 'London Holborn', [
   ('Buyer – Bakery', 'Apr 2014 – Dec 2017',
    'Bought in-store bakery and packaged bread; moved 3 own-label lines to a new supplier base.'),
   ('Assistant Buyer – Fresh Produce', 'Sep 2011 – Mar 2014',
    'Supported the produce buyer on seasonal sourcing, supplier scorecards and weekly availability reporting.'),
 ]),
 ('Aldi UK', 'Atherstone', [
   ('Graduate Area Manager (graduate programme)', 'Sep 2009 – Aug 2011',
    'Ran four stores as area manager after the 12-month training year.'),
 ]),
]
for emp, loc, roles in jobs:
    t = d.add_table(rows=1, cols=2); t.style = 'Table Grid'
    t.rows[0].cells[0].text = emp; t.rows[0].cells[1].text = loc
    for title, dates, desc in roles:
        r = t.add_row().cells; r[0].text = title; r[1].text = dates
        r = t.add_row().cells; m = r[0].merge(r[1]); m.text = desc
    d.add_paragraph('')
d.add_heading('Education', 1)
e = d.add_table(rows=1, cols=3); e.style = 'Table Grid'
for c, v in zip(e.rows[0].cells, ['Degree', 'School', 'Years']): c.text = v
for row in [('Executive MBA (part-time)', 'Warwick Business School, University of Warwick', '2019 – 2021'),
            ('BA (Hons) Business Management', 'University of Leeds', '2006 – 2009')]:
    cs = e.add_row().cells
    for c, v in zip(cs, row): c.text = v
d.add_heading('Certifications & skills', 1)
d.add_paragraph('CIPS Level 4 Diploma in Procurement and Supply (2013)')
d.add_paragraph('Range reviews, supplier negotiation, promotional planning, Nielsen and dunnhumby data, Excel, Power BI')
d.save(sys.argv[1])
