from docx import Document
from docx.shared import Pt
import sys
d = Document()
st = d.styles['Normal']; st.font.name = 'Calibri'; st.font.size = Pt(10.5)
d.add_heading('Priyamvada Sethuraman', 0)
d.add_paragraph('Chennai, India | priyamvada.sethu@gmail.com | +91 98410 27735')
d.add_paragraph('Chartered Accountant with a background in statutory audit, now working in financial planning & analysis for the pharmaceutical industry. Comfortable owning the monthly forecast, long-range plan and business-unit reporting end to end.')
d.add_heading('Professional Experience', 1)
d.add_paragraph('Senior Analyst, FP&A — Pfizer Healthcare India Pvt. Ltd. (Chennai Global Business Services) | 02/2023 – today').runs[0].bold = True
for b in ['Own the monthly rolling forecast and annual operating plan for the Internal Medicine business unit (US market), working with commercial finance partners in New York.',
          'Built the driver-based revenue model in Anaplan that replaced 14 offline Excel workbooks; forecast accuracy improved from ±6% to ±2.5%.',
          'Prepare the monthly variance commentary (actual vs. budget vs. latest estimate) for BU leadership; mentor two junior analysts on month-end close.']:
    d.add_paragraph(b, style='List Bullet')
d.add_paragraph('Financial Analyst, FP&A — Novartis Healthcare Pvt. Ltd., Hyderabad | 10/2019 – 01/2023').runs[0].bold = True
for b in ['Supported country-level P&L planning for the Innovative Medicines division, consolidating budgets in SAP BPC.',
          'Automated cost-centre reporting with Power BI dashboards fed by SQL queries on the finance data mart.']:
    d.add_paragraph(b, style='List Bullet')
d.add_paragraph('KPMG Assurance and Consulting Services LLP, Mumbai').runs[0].bold = True
d.add_paragraph('Assistant Manager, Audit | 01/2018 – 09/2019')
d.add_paragraph('Audit Associate | 06/2015 – 12/2017')
for b in ['Statutory audits of pharmaceutical and chemicals clients including Sun Pharma and Lupin; led field teams of up to four associates.',
          'Tested revenue recognition and inventory valuation controls under Ind AS.']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('Education & Qualifications', 1)
d.add_paragraph('Online MBA (Kelley Direct), Indiana University Kelley School of Business — part-time, 08/2024 – expected 05/2027')
d.add_paragraph('Chartered Accountant (ACA), Institute of Chartered Accountants of India — qualified November 2017')
d.add_paragraph('B.Com., H.R. College of Commerce and Economics, University of Mumbai — 2012 – 2015')
d.add_heading('Skills', 1)
rows = [('Area', 'Tools / level'),
        ('Planning & consolidation', 'Anaplan (model builder), SAP BPC, Oracle Hyperion Essbase'),
        ('Reporting & BI', 'Excel (advanced: Power Query, VBA), Power BI, SQL'),
        ('Programming', 'Python (pandas) – MBA coursework only; R – basic'),
        ('Finance', 'Driver-based forecasting, variance analysis, long-range planning, Ind AS / IFRS'),
        ('Languages', 'English, Tamil, Hindi, Marathi')]
t = d.add_table(rows=len(rows), cols=2); t.style = 'Table Grid'
for i, (a, b) in enumerate(rows):
    t.cell(i, 0).text = a; t.cell(i, 1).text = b
d.add_heading('Certifications', 1)
d.add_paragraph('CFA Level II candidate (exam scheduled 2027)')
d.add_paragraph('Anaplan Certified Model Builder, 2023')
d.save(sys.argv[1])
