# builds cvs/cv_staff_platform_2026.docx (Lorcan Devereux; his name is only in the page header section)
# (廖之恒_简历.docx is built by liao_zhiheng_zh.py)
from docx import Document
from docx.shared import Pt
d = Document()
d.styles['Normal'].font.name = 'Calibri'; d.styles['Normal'].font.size = Pt(10.5)
hdr = d.sections[0].header.paragraphs[0]
hdr.text = 'Lorcan Devereux  ·  Curriculum Vitae  ·  Dublin, Ireland'
d.add_paragraph('lorcan.devereux@protonmail.com  |  +353 87 415 2290  |  linkedin.com/in/lorcandevereux')
d.add_heading('Profile', 1)
d.add_paragraph('Platform engineer with twelve years in production infrastructure. I moved back from people management to a hands-on staff role in 2024 and currently have no direct reports; I set technical direction for the developer platform group.')
d.add_heading('Experience', 1)
d.add_heading('Shopify — Staff Platform Engineer (04/2024 - today)', 2)
for b in ['Design the multi-tenant Kubernetes cluster fleet that runs storefront rendering workloads; led the move from Helm v2 charts to Kustomize plus an internal operator.',
          'Wrote the capacity model used for Black Friday / Cyber Monday 2024 and 2025 scaling.']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('Booking.com — Engineering Manager, Compute Platform (03/2019 - 03/2024)', 2)
for b in ['Managed a team of 7 engineers running the internal Kubernetes platform (about 2,000 services).',
          'Hired 5 engineers; ran quarterly planning and performance cycles.']:
    d.add_paragraph(b, style='List Bullet')
d.add_heading('Booking.com — Senior Software Engineer (09/2014 - 02/2019)', 2)
d.add_paragraph('Built deployment tooling in Perl and Go; introduced container images for the search stack.', style='List Bullet')
d.add_heading('Education', 1)
t = d.add_table(rows=1, cols=3); t.style = 'Table Grid'
for c, s in zip(t.rows[0].cells, ['Institution', 'Qualification', 'Dates']): c.text = s
for r in [('Trinity College Dublin', 'BA (Mod) Computer Science', '2010 - 2014'),
          ('The Open University (part-time, online)', 'MSc Data Science - discontinued after two modules', '2019 - 2020')]:
    cells = t.add_row().cells
    for c, s in zip(cells, r): c.text = s
d.add_heading('Talks', 1)
d.add_paragraph('Speaker, NVIDIA GTC 2022: "Scheduling GPU batch jobs next to latency-sensitive services"', style='List Bullet')
d.add_paragraph('KubeCon + CloudNativeCon Europe 2023, lightning talk', style='List Bullet')
d.add_heading('Skills', 1)
d.add_paragraph('Kubernetes, Go, Terraform, Helm, Kustomize, Prometheus, Perl, PostgreSQL')
d.save('../cvs/cv_staff_platform_2026.docx')
