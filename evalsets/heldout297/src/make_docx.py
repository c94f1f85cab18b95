"""Builds cvs/ilektra_panagou_cv.docx: a two-column table layout (left: section names / dates, right: content)."""
from docx import Document
from docx.shared import Pt, Cm, RGBColor
from docx.enum.text import WD_ALIGN_PARAGRAPH
import os

OUT = os.path.join(os.path.dirname(__file__), "..", "cvs", "ilektra_panagou_cv.docx")
doc = Document()
sec = doc.sections[0]
sec.left_margin = sec.right_margin = Cm(1.8)
st = doc.styles["Normal"]; st.font.name = "Calibri"; st.font.size = Pt(10)

h = doc.add_paragraph(); r = h.add_run("Ilektra Panagou, PhD"); r.bold = True; r.font.size = Pt(20)
doc.add_paragraph("Senior Research Scientist, glass & ceramics  |  Corning, NY, USA  |  ilektra.panagou@gmail.com  |  +1 607 555 0148")

rows = [
  ("SUMMARY", None, ["Materials scientist working on damage-tolerant glass and glass-ceramics. Nine years after the PhD in industrial and institute research; comfortable from atom probe to pilot line."]),
  ("EXPERIENCE", None, None),
  ("Jan 2024 – present", "Senior Research Scientist, Corning Incorporated – Sullivan Park Science & Technology Center", [
      "Technical lead for ion-exchange strengthening of cover glass for wearables; two compositions transferred to manufacturing in 2025",
      "Built Python image-analysis pipelines (scikit-image, PyTorch) for automated fractography of 20,000+ drop-test samples",
  ]),
  ("Jan 2021 – Dec 2023", "Research Scientist, Corning Incorporated – Sullivan Park Science & Technology Center", [
      "Atom probe tomography and TEM studies of crystallisation in lithium disilicate glass-ceramics",
  ]),
  ("10/2017 – 12/2020", "Postdoctoral Researcher, Max-Planck-Institut für Eisenforschung (MPIE), Düsseldorf", [
      "Correlative APT/TEM of hydrogen trapping in high-strength steels; supervised two Master's students",
      "DFT calculations (VASP) of solute segregation at grain boundaries",
  ]),
  ("EDUCATION", None, None),
  ("2013 – 2017", "PhD in Materials, Imperial College London", ["Thesis: Hydrogen embrittlement of martensitic steels studied by atom probe tomography"]),
  ("2008 – 2013", "Diploma in Chemical Engineering (5-year integrated), National Technical University of Athens (NTUA)", []),
  ("SELECTED PUBLICATIONS", None, [
      "I. Panagou, T. Lindemann, D. Raabe. Hydrogen trapping at vanadium carbides resolved by cryo-atom probe tomography. Acta Materialia 168 (2019) 45–57.",
      "I. Panagou, M. Herbig. Grain-boundary segregation and embrittlement in Fe–Mn alloys. Nature Communications 12 (2021) 4410.",
      "R. Okafor-Hill, I. Panagou, J. C. Mauro. Ion-exchange kinetics in lithium aluminosilicate glasses. Journal of the American Ceramic Society 107 (2024) 2231–2245.",
  ]),
  ("AWARDS & TALKS", None, [
      "Invited talk, MRS Fall Meeting 2022, Boston",
      "Imperial College Dean's PhD Scholarship, 2013",
  ]),
  ("SKILLS", None, [
      "Atom probe tomography, TEM/SEM, EBSD, nanoindentation, fractography",
      "Python, VASP, MATLAB; also familiar with COMSOL and LAMMPS",
      "Greek (native), English (fluent), German (B2)",
  ]),
]
t = doc.add_table(rows=0, cols=2)
t.autofit = False
for left, head, bullets in rows:
    cells = t.add_row().cells
    cells[0].width = Cm(4.2); cells[1].width = Cm(13.0)
    p = cells[0].paragraphs[0]; r = p.add_run(left)
    if head is None and bullets is None or left.isupper():
        r.bold = True; r.font.color.rgb = RGBColor(0x1F, 0x4E, 0x79)
    else:
        r.font.size = Pt(9); r.italic = True
    first = cells[1].paragraphs[0]
    if head:
        rr = first.add_run(head); rr.bold = True
        for b in bullets or []:
            cells[1].add_paragraph(b, style="List Bullet")
    elif bullets:
        first.add_run(bullets[0])
        for b in bullets[1:]:
            cells[1].add_paragraph(b)
doc.add_paragraph().add_run("References available on request.").italic = True
doc.save(OUT)
print("wrote", OUT)
