"""Builds cvs/ingrid_valcourt_resume.docx: two-column table layout (left sidebar, right main)."""
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.oxml.ns import qn
from docx.oxml import OxmlElement
import os

OUT = os.path.join(os.path.dirname(__file__), '..', '..', 'cvs', 'ingrid_valcourt_resume.docx')
doc = Document()
sec = doc.sections[0]
sec.left_margin = sec.right_margin = Cm(1.5)
sec.top_margin = sec.bottom_margin = Cm(1.4)
st = doc.styles['Normal']; st.font.name = 'Calibri'; st.font.size = Pt(10)

t = doc.add_table(rows=1, cols=2)
t.autofit = False
left, right = t.rows[0].cells
left.width, right.width = Cm(5.6), Cm(12.4)
# shade sidebar
tcPr = left._tc.get_or_add_tcPr(); shd = OxmlElement('w:shd')
shd.set(qn('w:val'), 'clear'); shd.set(qn('w:fill'), 'E8EEF4'); tcPr.append(shd)

def para(cell, text, bold=False, size=None, color=None, first=False):
    p = cell.paragraphs[0] if first else cell.add_paragraph()
    r = p.add_run(text); r.bold = bold
    if size: r.font.size = Pt(size)
    if color: r.font.color.rgb = RGBColor(*color)
    return p

def head(cell, text, first=False):
    para(cell, text.upper(), bold=True, size=11, color=(0x1F, 0x4E, 0x79), first=first)

# sidebar
para(left, 'Ingrid Valcourt', bold=True, size=18, first=True)
para(left, 'UX Researcher')
head(left, 'Contact')
for s in ['Berlin, Germany', '+49 1523 884 2167', 'ingrid.valcourt@posteo.de', 'linkedin.com/in/ivalcourt']:
    para(left, s)
head(left, 'Methods')
for s in ['Contextual inquiry & diary studies', 'Usability testing (moderated / remote)', 'Survey design (Qualtrics)',
          'A/B test analysis with SQL', 'Jobs-to-be-done interviews', 'Card sorting & tree testing']:
    para(left, s)
head(left, 'Tools')
para(left, 'Figma, Dovetail, Qualtrics, UserTesting, SQL, Maze, Optimal Workshop, Tobii eye tracking, R, Tableau')
head(left, 'Languages')
para(left, 'French (native), English (C2), German (C1), Dutch (B1)')
head(left, 'Certifications')
para(left, 'NN/g UX Certification (Nielsen Norman Group), 2019')

# main
head(right, 'Profile', first=True)
para(right, 'Mixed-methods UX researcher with 8+ years in consumer marketplaces. I turn messy qualitative signals into '
            'decisions product teams can ship, and I like pairing interviews with behavioural data.')
head(right, 'Experience')
para(right, 'Zalando SE — Berlin', bold=True)
para(right, 'Senior UX Researcher, Checkout & Payments | 04/2022 - today')
for b in ['Line manager for two UX researchers; run research intake and prioritisation for five product teams.',
          'Led a 6-country diary study on returns behaviour; findings shaped the "try before you buy" redesign that cut checkout abandonment by 7%.',
          'Set up a Dovetail research repository now used by 60+ designers and PMs.']:
    para(right, '• ' + b)
para(right, 'Booking.com — Amsterdam', bold=True)
para(right, 'UX Researcher, Accommodation Search | Sep 2018 - Mar 2022')
for b in ['Ran 150+ moderated usability sessions and remote unmoderated tests on UserTesting.',
          'Designed Qualtrics intercept surveys (n≈40,000) and wrote SQL against the experiment warehouse to pair survey answers with A/B test outcomes.']:
    para(right, '• ' + b)
para(right, 'Spotify — Stockholm', bold=True)
para(right, 'User Research Intern | summer 2017')
para(right, '• Supported interview studies for podcast discovery; synthesised findings in Figma boards.')
head(right, 'Education')
para(right, 'University College London (UCL) — MSc Human-Computer Interaction, 2017 – 2018 (Distinction)')
para(right, 'University of Edinburgh — PhD programme in Cognitive Science, 2016 – 2017 (left after first year, no degree)')
para(right, 'University of Groningen — BSc Psychology, 2013 – 2016')
head(right, 'Speaking')
para(right, 'UXinsight Festival 2023 (Utrecht) — "Diary studies at marketplace scale"')
doc.save(OUT)
print('wrote', OUT)
