from docx import Document
from docx.shared import Pt
import os
here = os.path.dirname(os.path.abspath(__file__))
d = Document()
st = d.styles['Normal']; st.font.name = 'Calibri'; st.font.size = Pt(10.5)
d.add_heading('Henrike Vollmar', 0)
d.add_paragraph('Senior Regulatory Affairs Specialist · Medical Devices')
d.add_paragraph('Düsseldorf, Germany · +49 152 0473 8816 · h.vollmar@posteo.de · linkedin.com/in/henrikevollmar')
d.add_heading('Summary', 1)
d.add_paragraph('Regulatory affairs professional with about seven years in medical devices, covering EU MDR transition, '
                'FDA 510(k) submissions and technical documentation for active implantable and imaging devices.')
d.add_heading('Professional Experience', 1)
jobs = [
    [('Employer', 'Medtronic GmbH (Medtronic plc), Meerbusch'),
     ('Position', 'Senior Regulatory Affairs Specialist, Neuromodulation'),
     ('Period', '07/2024 – today'),
     ('Responsibilities', 'Regulatory lead for two spinal cord stimulation product families; prepared 3 FDA 510(k) submissions (eSTAR) and answered FDA additional-information requests; coordinated MDR technical documentation reviews with the notified body (BSI).')],
    [('Employer', 'Medtronic GmbH (Medtronic plc), Meerbusch'),
     ('Position', 'Regulatory Affairs Specialist'),
     ('Period', '09/2022 – 06/2024'),
     ('Responsibilities', 'Maintained EU technical files under MDR 2017/745; regulatory assessment of design changes; supported post-market surveillance and PSUR writing.')],
    [('Employer', 'Siemens Healthineers AG, Erlangen'),
     ('Position', 'Regulatory Affairs Associate, Magnetic Resonance'),
     ('Period', '01/2020 – 08/2022'),
     ('Responsibilities', 'Compiled MDD-to-MDR gap analyses for MR systems; kept the ISO 13485 and ISO 14971 documentation up to date; international registrations (Brazil ANVISA, Japan PMDA) together with local affiliates.')],
    [('Employer', 'TÜV SÜD Product Service GmbH, Munich'),
     ('Position', 'Intern (Praxissemester), Medical & Health Services'),
     ('Period', '03/2015 – 08/2015'),
     ('Responsibilities', 'Mandatory internship semester of the bachelor programme: prepared checklists for technical documentation assessments.')],
]
for rows in jobs:
    t = d.add_table(rows=0, cols=2); t.style = 'Table Grid'
    for k, v in rows:
        c = t.add_row().cells; c[0].text = k; c[1].text = v
    d.add_paragraph('')
d.add_heading('Education', 1)
t = d.add_table(rows=1, cols=3); t.style = 'Table Grid'
for i, h in enumerate(['Period', 'Degree', 'Institution']):
    t.rows[0].cells[i].text = h
for r in [('2020 – 2021', 'MBA (part-time) – discontinued after two semesters', 'Mannheim Business School'),
          ('2016 – 2019', 'M.Sc. Medical Engineering (Medizintechnik)', 'Friedrich-Alexander-Universität Erlangen-Nürnberg (FAU)'),
          ('2012 – 2016', 'B.Eng. Biomedical Engineering', 'Hochschule Furtwangen University')]:
    c = t.add_row().cells
    for i, v in enumerate(r): c[i].text = v
d.add_heading('Certifications & Skills', 1)
d.add_paragraph('RAC-Devices (Regulatory Affairs Certification), RAPS, 2021')
d.add_paragraph('EU MDR 2017/745, FDA 510(k), eSTAR, ISO 13485, ISO 14971, IEC 60601-1, IEC 62304, PSUR / PMS, Veeva Vault RIM')
d.add_paragraph('Languages: German (native), English (C1), French (B2)')
d.save(os.path.join(here, '..', 'cvs', 'Vollmar_H_CV_2026.docx'))
