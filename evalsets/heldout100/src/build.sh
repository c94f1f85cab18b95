#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode dai_minglang_2026.tex >/dev/null && cp dai_minglang_2026.pdf "../cvs/戴明朗_感知算法_2026.pdf"
xelatex -interaction=nonstopmode orla_finnegan.tex >/dev/null && cp orla_finnegan.pdf ../cvs/Orla_Finnegan_CV.pdf   # uses stub fontawesome5.sty / academicons.sty here
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode tong_huimin.tex >/dev/null
pdftotext -layout tong_huimin.pdf tong_huimin_page1.txt   # text of the photographed page
rm -f tong_page*.png && pdftoppm -r 150 -png -f 1 -l 1 tong_huimin.pdf tong_page
.venv/bin/python make_photo.py
# matias_quiroga.resume.json and devraj_chaturvedi_cv.txt are written by hand directly in ../cvs
