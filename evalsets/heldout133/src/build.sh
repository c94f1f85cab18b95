#!/bin/sh
# Rebuild all CV files in ../cvs from these sources.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
# stub icon packages (moderncv's fontawesome5 is not installed)
xelatex -interaction=nonstopmode chao_shuheng_2026.tex >/dev/null
cp chao_shuheng_2026.pdf "../cvs/晁书恒_简历_2026.pdf"
xelatex -interaction=nonstopmode etxeberria_marisol.tex >/dev/null
cp etxeberria_marisol.pdf ../cvs/Marisol_Etxeberria_CV.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode leticia_barragan.tex >/dev/null
pdftotext -layout leticia_barragan.pdf leticia_barragan_page.txt   # text of the photographed page
pdftoppm -r 150 -png leticia_barragan.pdf page
.venv/bin/python make_photo.py
rm -f page-1.png
# chaoshuheng_resume_2023.md and marloes_tuinstra_cv.txt are written by hand directly in ../cvs
