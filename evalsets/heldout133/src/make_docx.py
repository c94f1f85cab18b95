from docx import Document
from docx.shared import Pt
d = Document()
d.styles['Normal'].font.name = 'Calibri'; d.styles['Normal'].font.size = Pt(10.5)
d.add_heading('Tejas Venkataraman', 0)
d.add_paragraph('Senior Computer Vision Engineer · Lund, Sweden · tejas.venkataraman@proton.me · +46 73 418 2290')
d.add_heading('Summary', 1)
d.add_paragraph('Computer-vision engineer building on-camera video analytics for network security cameras. '
                'Six years at Axis Communications shipping detection and tracking models that run on the ARTPEC system-on-chip.')
d.add_heading('Experience', 1)
jobs = [
 [('Company', 'Axis Communications AB (a Canon company), Lund'), ('Role', 'Senior Computer Vision Engineer'),
  ('Dates', 'Jan 2024 – Present'),
  ('Work', 'Tech lead for the people- and vehicle-detection models in AXIS Object Analytics; quantisation-aware training in PyTorch, export to ONNX and deployment on ARTPEC-8/9 deep-learning accelerators. Mentor two junior engineers (no direct reports).')],
 [('Company', 'Axis Communications AB, Lund'), ('Role', 'Computer Vision Engineer'), ('Dates', 'Sep 2020 – Dec 2023'),
  ('Work', 'Trained and benchmarked multi-object trackers for crowded scenes; built the evaluation pipeline on 40k annotated clips; profiled models with TensorRT on Jetson reference boards before the ARTPEC port.')],
 [('Company', 'Mindtree Ltd, Bengaluru'), ('Role', 'Software Engineer'), ('Dates', 'Jul 2017 – Jul 2018'),
  ('Work', 'Java and Python back-end services for a retail-banking client; wrote image-quality checks for a cheque-scanning module with OpenCV.')],
 [('Company', 'Tata Elxsi, Bengaluru'), ('Role', 'Intern, Automotive Infotainment Testing'), ('Dates', 'Jan 2017 – Jun 2017'),
  ('Work', 'Test automation for infotainment head units.')],
]
for job in jobs:
    t = d.add_table(rows=0, cols=2); t.style = 'Table Grid'
    for k, v in job:
        r = t.add_row().cells; r[0].text = k; r[1].text = v
    d.add_paragraph('')
d.add_heading('Education', 1)
t = d.add_table(rows=1, cols=3); t.style = 'Table Grid'
for c, h in zip(t.rows[0].cells, ['Degree', 'School', 'Years']): c.text = h
for row in [('MSc Machine Learning, Systems and Control', 'Lund University, Sweden', '2018 – 2020'),
            ('B.E. Electronics and Communication Engineering', 'PES Institute of Technology, Bengaluru', '2013 – 2017')]:
    cells = t.add_row().cells
    for c, v in zip(cells, row): c.text = v
d.add_paragraph("Master's thesis (2020, Dept. of Automatic Control, Lund University): Re-identification of pedestrians across non-overlapping camera views.")
d.add_heading('Skills', 1)
d.add_paragraph('Python, C++, PyTorch, ONNX, TensorRT, OpenCV, GStreamer, Docker, Rust (learning), Swedish (B1)')
d.add_heading('Awards', 1)
d.add_paragraph('2nd place, Axis Hackathon 2022 (team of four)')
d.save('../cvs/Tejas_Venkataraman_CV.docx')
