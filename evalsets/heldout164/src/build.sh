#!/bin/bash
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=batchmode eskil_fjellheim.tex && cp eskil_fjellheim.pdf ../cvs/Eskil_Fjellheim_CV.pdf
xelatex -interaction=batchmode yue_wanning.tex && cp yue_wanning.pdf "../cvs/岳琬宁-税务经理-简历.pdf"
.venv/bin/python make_docx.py
xelatex -interaction=batchmode shang_jingchuan_2026.tex
pdftotext shang_jingchuan_2026.pdf shang_jingchuan_2026_page.txt   # text of the photographed page
pdftoppm -r 150 -png -singlefile shang_jingchuan_2026.pdf sjc_page
.venv/bin/python make_photo.py
# cvs/adaora_obiora.resume.json and cvs/商景川_简历_2021.txt are hand-written (no build step)
rm -f *.aux *.log
