#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
cd tex
xelatex -interaction=nonstopmode wu_zhenfei.tex >/dev/null
xelatex -interaction=nonstopmode orlaith_kealey.tex >/dev/null   # uses the stub fontawesome5.sty/academicons.sty here
xelatex -interaction=nonstopmode ../emre_karabulut_2026_page.tex >/dev/null
cp wu_zhenfei.pdf "../../cvs/武振飞_简历.pdf"
cp orlaith_kealey.pdf ../../cvs/Orlaith_Kealey_CV.pdf
pdftotext -layout emre_karabulut_2026_page.pdf ../emre_karabulut_2026_photo.txt
pdftoppm -r 150 -png -singlefile emre_karabulut_2026_page.pdf emre_page
cd ..
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
# cvs/thais_vilhena.resume.json and cvs/emre_karabulut_cv_2021.txt are hand-written (no source step).
