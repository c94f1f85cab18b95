#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python
xelatex -interaction=nonstopmode lichenyang_zh.tex >/dev/null && cp lichenyang_zh.pdf ../cvs/栗晨阳_简历_2026.pdf
TEXINPUTS=./stubs//: xelatex -interaction=nonstopmode karroubi.tex >/dev/null && cp karroubi.pdf ../cvs/Nadim_Karroubi_CV.pdf
xelatex -interaction=nonstopmode gubler.tex >/dev/null && cp gubler.pdf ../cvs/reto_gubler_resume.pdf
xelatex -interaction=nonstopmode marcus_lim.tex >/dev/null
pdftotext -layout marcus_lim.pdf marcus_lim_page.txt      # text of the photographed page
pdftoppm -r 150 -png -f 1 -l 1 marcus_lim.pdf marcus_page
$PY make_photo.py
$PY make_docx.py
$PY make_json.py
# chenyang_li_cv_2022.txt and 漆志宏_采购经理.md are written by hand directly in ../cvs
