"""Build Mariam Khalil's CV as DOCX with a table of jobs."""
from docx import Document
from docx.shared import Pt, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH

doc = Document()
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

h = doc.add_paragraph(); h.alignment = WD_ALIGN_PARAGRAPH.CENTER
r = h.add_run("Mariam Khalil, PhD"); r.bold = True; r.font.size = Pt(20)
p = doc.add_paragraph("Senior Research Scientist · Machine Learning"); p.alignment = WD_ALIGN_PARAGRAPH.CENTER
p = doc.add_paragraph("London, UK  |  mariam.khalil.ml@gmail.com  |  +44 7700 900 412  |  scholar: Mariam Khalil")
p.alignment = WD_ALIGN_PARAGRAPH.CENTER

def heading(t):
    p = doc.add_paragraph(); r = p.add_run(t.upper()); r.bold = True
    r.font.color.rgb = RGBColor(0x1F, 0x4E, 0x79); r.font.size = Pt(12)

heading("Research interests")
doc.add_paragraph("Sample-efficient reinforcement learning, world models, and evaluation of large "
                  "language model agents. I like problems where a cleaner objective beats a bigger model.")

heading("Professional experience")
rows = [
    ("Period", "Organisation", "Role", "Highlights"),
    ("04/2023 - today", "Google DeepMind, London", "Senior Research Scientist",
     "Research on model-based RL for LLM agents; co-lead of an internal agent evaluation suite used by "
     "three product teams. Host and mentor two student researchers per year."),
    ("10/2020 - 03/2023", "Meta AI (FAIR), Paris", "Research Scientist",
     "World models for embodied agents in Habitat; first author of the ICLR 2022 paper below."),
    ("06/2018 - 09/2018", "DeepMind, London", "Research Scientist Intern",
     "Internship during the PhD on exploration bonuses in sparse-reward Atari games."),
    ("2016 - 2020", "University of Edinburgh", "Teaching Assistant (part of PhD funding)",
     "Tutor for Machine Learning Practical and Reinforcement Learning courses."),
]
t = doc.add_table(rows=len(rows), cols=4); t.style = "Table Grid"
for i, row in enumerate(rows):
    for j, val in enumerate(row):
        c = t.cell(i, j); c.text = val
        if i == 0:
            c.paragraphs[0].runs[0].bold = True

heading("Education")
doc.add_paragraph("PhD in Informatics (Machine Learning), University of Edinburgh, 2016 – 2020. "
                  "Thesis: \"Curiosity with a budget: exploration under compute constraints\". "
                  "Advisor: Prof. Alan Mercer.")
doc.add_paragraph("MSc in Artificial Intelligence, University of Edinburgh, 2015 – 2016 (Distinction).")
doc.add_paragraph("B.E. in Computer and Communications Engineering, American University of Beirut, 2011 – 2015.")

heading("Selected publications")
for s in [
    "M. Khalil, et al. \"Planning in latent space for tool-using agents.\" ICML 2024.",
    "M. Khalil, J. Lindholm, et al. \"Scalable world models for embodied navigation.\" ICLR 2022.",
    "M. Khalil, A. Mercer. \"Budgeted curiosity for sparse-reward exploration.\" NeurIPS 2019.",
    "Workshop: \"Sanity checks for agent benchmarks.\" NeurIPS 2023 Workshop on Foundation Models for Decision Making.",
]:
    doc.add_paragraph(s, style="List Bullet")

heading("Service & awards")
for s in [
    "Area Chair, NeurIPS 2024 and 2025; reviewer for ICML, ICLR, JMLR.",
    "Outstanding Reviewer Award, ICML 2021.",
    "Google PhD Fellowship finalist, 2018 (not awarded).",
]:
    doc.add_paragraph(s, style="List Bullet")

heading("Skills")
doc.add_paragraph("Python, PyTorch, JAX, NumPy; large-scale experiment infrastructure (TPU, Slurm); "
                  "C++ for simulators. Also familiar with: Rust, Haskell, Julia.")
doc.add_paragraph("Languages: Arabic (native), English (fluent), French (professional).")

doc.save("../cvs/Mariam_Khalil_CV.docx")
print("saved")
