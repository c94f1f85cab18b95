"""Builds cvs/Sigrid_Vallenby_CV.docx (English, experience in a table)."""
from docx import Document
from docx.shared import Pt
d = Document()
st = d.styles['Normal']; st.font.name = 'Calibri'; st.font.size = Pt(10.5)
d.add_heading('Sigrid Vallenby', 0)
d.add_paragraph('Supply Chain Manager  |  London, UK  |  sigrid.vallenby@gmail.com  |  +44 7700 914 362')
d.add_heading('Profile', 1)
d.add_paragraph('Supply chain professional with twelve years in home-furnishing retail and ocean logistics: '
                'demand and supply planning, replenishment for large-format stores, and S&OP. '
                'I lead planning teams through range changes, peak season and supplier disruptions, '
                'and like to keep the planning process simple enough that store co-workers trust the numbers.')
d.add_heading('Experience', 1)
rows = [
 ('Mar 2021 – Present', 'IKEA UK & Ireland (Ingka Group), London',
  'Supply Chain Manager',
  'Line-manage a team of 9 replenishment and flow planners for 22 UK stores and the Peterborough DC. '
  'Run the monthly S&OP cycle on SAP IBP; cut store out-of-stocks from 6.1% to 3.4% in two years. '
  'Negotiated service levels with 3PL partners DHL Supply Chain and DSV.'),
 ('Aug 2017 – Feb 2021', 'IKEA of Sweden AB (Inter IKEA Group), Älmhult',
  'Demand & Supply Planner, Living Room range',
  'Global demand planning for sofas and storage across 400+ stores; statistical forecasting in SAP APO, '
  'later migrated to SAP IBP (key user in the 2019 pilot).'),
 ('Sep 2014 – Jul 2017', 'A.P. Moller - Maersk, Copenhagen',
  'Graduate, Maersk International Shipping Education (MISE)',
  'Two-year full-time graduate programme followed by a year as Equipment Flow Analyst: '
  'empty-container repositioning for North Europe, Power BI dashboards for trade desks.'),
]
t = d.add_table(rows=1, cols=3); t.style = 'Table Grid'
h = t.rows[0].cells; h[0].text = 'Dates'; h[1].text = 'Employer / Role'; h[2].text = 'Responsibilities'
for dates, emp, role, text in rows:
    c = t.add_row().cells
    c[0].text = dates
    c[1].text = emp
    c[1].add_paragraph(role)
    c[2].text = text
d.add_heading('Education', 1)
d.add_paragraph('Executive MBA (part-time), Warwick Business School, University of Warwick — 2025 – present, expected 2027')
d.add_paragraph('MSc in Economics and Business Administration (Supply Chain Management), Copenhagen Business School — 2012 – 2014')
d.add_paragraph('BSc in Business and Economics, Lund University — 2009 – 2012')
d.add_heading('Certifications', 1)
d.add_paragraph('APICS CPIM (Certified in Planning and Inventory Management), 2018')
d.add_heading('Skills', 1)
d.add_paragraph('SAP IBP, SAP APO, Power BI, Excel (advanced), SQL, Python (basic), Lean Six Sigma Green Belt')
d.add_paragraph('Languages: Swedish (native), English (fluent), Danish (good)')
d.save('../cvs/Sigrid_Vallenby_CV.docx')
