#!/bin/bash
# Rebuild cvs/ from src/. Run from src/. Needs xelatex (TeX Live), poppler, the venv in src/.venv.
set -e
cd "$(dirname "$0")"
TEXINPUTS=./sty//: xelatex -interaction=nonstopmode leofric_ferrabee.tex >/dev/null   # moderncv classic; sty/ holds icon stubs
cp leofric_ferrabee.pdf ../cvs/
xelatex -interaction=nonstopmode fu_yunzhou_zh.tex >/dev/null                           # ctex + paracol, two columns
cp fu_yunzhou_zh.pdf ../cvs/
.venv/bin/python make_docx.py                                                            # cvs/simisola_adeoti_cv.docx
# cvs/瞿佳慧_简历.txt and cvs/袁若曦_简历_2023.md are hand-written directly in cvs/
xelatex -interaction=nonstopmode yuan_ruoxi_en_2026.tex >/dev/null                      # printed page of the 2026 CV
pdftotext yuan_ruoxi_en_2026.pdf yuan_ruoxi_en_2026_page.txt                             # its text, for quote checks
pdftoppm -r 150 -png -singlefile yuan_ruoxi_en_2026.pdf yr_page
.venv/bin/python make_photo.py                                                           # cvs/rosie_yuan_resume_2026.jpg (no text layer)
rm -f *.aux *.log *.out
