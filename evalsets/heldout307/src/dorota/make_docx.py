"""Old (2023) CV of Dorota Ruszczak: plain paragraphs; her name is not in the body, only in the
e-mail handle and the file name."""
from docx import Document
from docx.shared import Pt
import pathlib
out = pathlib.Path(__file__).resolve().parents[2] / "cvs" / "ruszczak_cv_2023.docx"
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)
P = d.add_paragraph
def H(t):
    p = P(); r = p.add_run(t.upper()); r.bold = True
P("Curriculum Vitae — Research Scientist, probabilistic machine learning")
P("dorota.ruszczak@gmail.com | +44 7700 900413 | Cambridge, United Kingdom | updated June 2023")
H("Current position")
P("Research Scientist, Microsoft Research Cambridge (Health Futures / AI for Science), Jan 2021 – Present. "
  "I work on generative models for molecular design and on calibrated uncertainty for protein property "
  "prediction; I wrote most of the group's JAX training stack and co-supervise two PhD interns each summer.")
H("Earlier research experience")
P("Applied Scientist Intern, Amazon Web Services (AWS AI Labs), Seattle, summer 2019. "
  "Bayesian optimisation for hyper-parameter tuning in SageMaker Automatic Model Tuning; the prototype "
  "shipped as a warm-start option.")
P("Research assistant (part-time), School of Informatics, University of Edinburgh, 2018–2020.")
H("Education")
P("PhD in Informatics (machine learning), University of Edinburgh, 2017–2021. Thesis: Amortised inference "
  "for structured latent variable models. Supervisor: (name withheld).")
P("MSc in Mathematics, University of Warsaw, 2015–2017.")
P("BSc in Mathematics, University of Warsaw, 2012–2015.")
H("Selected publications")
P("D. Ruszczak, A. Okafor-Lindgren, R. Tamm. Equivariant flows for conformer generation. NeurIPS 2022.")
P("J. Haddad, D. Ruszczak, M. Osei. Deep ensembles under covariate shift in assay data. AISTATS 2021.")
P("D. Ruszczak, C. Williams. Amortised variational EM for grammars. ICML 2020 Workshop on Inductive Biases.")
H("Fellowships and service")
P("Meta AI PhD Fellowship, 2020.")
P("Reviewer for NeurIPS, ICML and ICLR (2020–2023); top reviewer award, NeurIPS 2022.")
H("Skills")
P("Python, JAX, PyTorch, NumPy; probabilistic programming (Pyro, NumPyro); Slurm; LaTeX. Some C++ and Julia.")
d.save(out)
print(out)
