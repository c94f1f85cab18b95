"""Build cvs/Jaroslaw_Zaremba_CV_2023.docx (old CV, plain paragraphs, no tables)."""
from docx import Document
from docx.shared import Pt

paras = [
    ("Jarosław Zaremba", "Title"),
    ("PhD candidate in speech recognition · Edinburgh, UK · j.zaremba.asr@gmail.com · +44 7911 552 031", None),
    ("Research interests", "Heading 1"),
    ("Automatic speech recognition (ASR), streaming end-to-end models, low-resource and code-switched speech, self-supervised speech representations.", None),
    ("Education", "Heading 1"),
    ("PhD in Informatics, University of Edinburgh, Centre for Speech Technology Research (CSTR), 2020 – present (expected 2024). Thesis topic: streaming conformer transducers for low-resource languages.", None),
    ("MSc in Computer Science, Warsaw University of Technology, 2018 – 2020.", None),
    ("BSc in Computer Science, AGH University of Science and Technology, Kraków, 2014 – 2018.", None),
    ("Experience", "Heading 1"),
    ("Doctoral researcher, CSTR, University of Edinburgh, Sep 2020 – present. Training conformer-transducer ASR models in ESPnet and k2 on the university GPU cluster; tutor for the Automatic Speech Recognition course (2021, 2022).", None),
    ("Applied Scientist Intern, Amazon (Alexa AI), Cambridge, UK, Jun 2022 – Sep 2022. Worked on on-device wake-word and first-pass ASR rescoring; results used in an internal evaluation.", None),
    ("Junior Machine Learning Engineer, Samsung R&D Institute Poland, Warsaw, Oct 2018 – Aug 2020. Built Polish keyword-spotting models with Kaldi and TensorFlow for Bixby.", None),
    ("Publications", "Heading 1"),
    ("J. Zaremba, M. Ferreira-Lund, and K. Oyelaran, “Chunk-wise lookahead for streaming conformer transducers,” in Proc. Interspeech 2022.", None),
    ("A. Petrakis, J. Zaremba, and K. Oyelaran, “Cross-lingual transfer of self-supervised features for Silesian ASR,” in Proc. ICASSP 2023.", None),
    ("Skills", "Heading 1"),
    ("PyTorch, ESPnet, k2, Kaldi, TensorFlow, Python, C++, Slurm, Bash.", None),
    ("Languages: Polish (native), English (fluent), German (basic).", None),
]
doc = Document()
doc.styles["Normal"].font.size = Pt(10.5)
for text, style in paras:
    doc.add_paragraph(text, style=style) if style else doc.add_paragraph(text)
doc.save("../cvs/Jaroslaw_Zaremba_CV_2023.docx")
print("saved")
