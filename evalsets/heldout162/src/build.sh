#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode nong_ziqian_zh.tex && cp nong_ziqian_zh.pdf ../cvs/农子谦_简历.pdf
TEXINPUTS=./sty//: xelatex -interaction=nonstopmode sorcha_mulvaney.tex && cp sorcha_mulvaney.pdf ../cvs/Sorcha_Mulvaney_CV.pdf
.venv/bin/python make_docx.py
python3 make_json.py
# katrina_dizon_cv_2021.txt is written by hand directly in ../cvs
xelatex -interaction=nonstopmode katrina_dizon_2026.tex
pdftotext -layout katrina_dizon_2026.pdf katrina_dizon_2026_page.txt
pdftoppm -r 150 -png katrina_dizon_2026.pdf katrina_page
.venv/bin/python make_photo.py
rm -f *.aux *.log *.out
