from docx import Document
from docx.shared import Pt
import sys
d = Document()
d.styles['Normal'].font.name = 'Calibri'; d.styles['Normal'].font.size = Pt(10.5)
d.add_heading('Mattias Hedenström', 0)
d.add_paragraph('Senior RF Engineer  |  Espoo, Finland  |  mattias.hedenstrom@gmail.com  |  +358 40 718 2264')
d.add_heading('Summary', 1)
d.add_paragraph('RF hardware engineer with nine years in radio design, first for 5G base stations and now for synthetic-aperture-radar satellites. Comfortable from link budget to lab bench.')
d.add_heading('Work experience', 1)
d.add_paragraph('ICEYE — Senior RF Engineer, SAR Payload (since 10/2023)', style='Heading 2')
for b in ['Own the X-band transmit chain of the SAR payload: GaN power amplifier modules, filters and harness, from design review to qualification.',
          'Wrote Python test-automation scripts for thermal-vacuum RF characterisation, cutting test time per flight unit from four days to two.',
          'Ran interference analyses against Starlink and OneWeb downlinks for ITU coordination filings.']:
    d.add_paragraph(b, style='List Bullet')
d.add_paragraph('Ericsson — RF Design Engineer, Radio Unit Development, Gothenburg (09/2017 – 09/2023)', style='Heading 2')
for b in ['Designed power-amplifier matching networks and cavity filters for 5G NR massive-MIMO radio units (n78, n41).',
          'Used Keysight ADS and Ansys HFSS for simulation; verified with VNA and spectrum-analyser measurements.']:
    d.add_paragraph(b, style='List Bullet')
d.add_paragraph('Ericsson Research — Master thesis worker (01/2017 – 06/2017)', style='Heading 2')
d.add_paragraph('Thesis project on digital predistortion for wideband power amplifiers.', style='List Bullet')
d.add_heading('Education', 1)
d.add_paragraph('MSc, Wireless, Photonics and Space Engineering — Chalmers University of Technology, Gothenburg (2015 – 2017)')
d.add_paragraph('BSc, Electrical Engineering — Chalmers University of Technology (2012 – 2015)')
d.add_heading('Publications & service', 1)
d.add_paragraph('A. Berglund, K. Lundqvist, M. Hedenström, "A compact dual-band cavity filter for massive-MIMO radio units," 13th European Conference on Antennas and Propagation (EuCAP 2019), Kraków.', style='List Bullet')
d.add_paragraph('Reviewer, IEEE Antennas and Wireless Propagation Letters (2021 – present).', style='List Bullet')
d.add_heading('Skills', 1)
d.add_paragraph('Keysight ADS, Ansys HFSS, CST Studio, MATLAB, Python, VNA / spectrum analyser, link budgets, ECSS qualification. Languages: Swedish (native), English (fluent), Finnish (basic).')
d.save(sys.argv[1])
