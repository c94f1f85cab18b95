#!/bin/sh
# Rebuild all CV files of heldout179 into ../cvs (run from src/)
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode ji_shuhe_cv.tex >/dev/null && cp ji_shuhe_cv.pdf ../cvs/
for i in 1 2; do TEXINPUTS=./stubs//: xelatex -interaction=nonstopmode matej_korinek.tex >/dev/null; done; cp matej_korinek.pdf ../cvs/
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode kavita_seshadri_2026.tex >/dev/null
pdftotext -layout kavita_seshadri_2026.pdf kavita_seshadri_2026_page_text.txt
pdftoppm -r 150 -png -singlefile kavita_seshadri_2026.pdf ks_page
.venv/bin/python make_photo.py
# cvs/seraphine_dubreuil.json and cvs/kavita_seshadri_cv_2022.txt are hand-written (no build step)
