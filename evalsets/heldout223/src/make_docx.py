"""Builds cvs/Eirik_Tveit_CV.docx (paragraphs only, no tables)."""
from docx import Document
from docx.shared import Pt
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "Eirik_Tveit_CV.docx")
d = Document()
st = d.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10.5)

def p(text, bold=False):
    para = d.add_paragraph()
    r = para.add_run(text); r.bold = bold
    return para

p("Eirik Tveit, PhD", bold=True)
p("Postdoctoral Researcher – Materials Science")
p("Düsseldorf, Germany · eirik.tveit@posteo.no · +49 1577 3920 118")
p("")
p("RESEARCH INTERESTS", bold=True)
p("Hydrogen embrittlement of high-strength steels and high-entropy alloys; atom probe tomography (APT); density functional theory (DFT) for grain-boundary segregation.")
p("")
p("APPOINTMENTS", bold=True)
p("Postdoctoral Researcher, Max-Planck-Institut für Sustainable Materials (formerly Max-Planck-Institut für Eisenforschung), Department of Microstructure Physics and Alloy Design, Düsseldorf — since 09/2023")
p("Combining cryo-APT and DFT (VASP) to map hydrogen trapping at carbides in martensitic steels. Co-supervise two PhD students and one MSc thesis student. Run the group's APT booking and training for new users.")
p("Doctoral Research Fellow, Department of Materials Science and Engineering, Norwegian University of Science and Technology (NTNU), Trondheim — 08/2019 – 06/2023")
p("PhD project within the HyLINE-2 consortium (industry partners: Equinor, Hydro). Teaching assistant for TMT4185 Materials Technology.")
p("Summer Intern, Norsk Hydro ASA, Sunndalsøra — summer 2017")
p("Extrusion-billet homogenisation trials on 6xxx aluminium alloys; metallography and SEM/EBSD.")
p("")
p("EDUCATION", bold=True)
p("PhD in Materials Science and Engineering, NTNU, 2023. Thesis: “Hydrogen trapping at interfaces in martensitic steels”.")
p("MSc in Materials Science and Engineering, NTNU, 2017 – 2019.")
p("BSc in Physics, University of Bergen, 2014 – 2017.")
p("")
p("SELECTED PUBLICATIONS", bold=True)
p("1. E. Tveit, M. Rohwerder, B. Gault. Cryo-atom probe evidence of deuterium trapping at vanadium carbides. Acta Materialia 268 (2024) 119771.")
p("2. E. Tveit, R. Johnsen. Hydrogen-assisted cracking at prior austenite grain boundaries in a 2 GPa martensitic steel. Corrosion Science 205 (2022) 110436.")
p("3. K. Sato, E. Tveit, D. Ponge. Segregation of boron to grain boundaries studied by DFT and APT. Scripta Materialia 231 (2023) 115450.")
p("4. E. Tveit et al. Hydrogen diffusion in CoCrFeMnNi: a permeation study. International Journal of Hydrogen Energy 47 (2022) 3081–3093.")
p("")
p("AWARDS & SERVICE", bold=True)
p("Alexander von Humboldt Postdoctoral Fellowship (2024–2026). Best poster, Gordon Research Conference on Hydrogen-Metal Systems 2022. Reviewer for Acta Materialia and Corrosion Science.")
p("")
p("SKILLS", bold=True)
p("APT (LEAP 5000 XS), SEM/EBSD, TEM sample prep (FIB), thermal desorption spectroscopy, VASP, Python, MATLAB. Also: CALPHAD (Thermo-Calc), LAMMPS, Norwegian (native), German (B2), English (C1).")
d.save(OUT)
print("wrote", OUT)
