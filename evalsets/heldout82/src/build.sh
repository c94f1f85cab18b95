#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode yan_qingchuan_2026.tex >/dev/null
cp yan_qingchuan_2026.pdf ../cvs/yanqingchuan_cv_2026.pdf
TEXINPUTS=./stubs: pdflatex -interaction=nonstopmode ingrid_malmsten.tex >/dev/null   # stub fontawesome5.sty (icons missing)
cp ingrid_malmsten.pdf ../cvs/Ingrid_Malmsten_CV.pdf
pdflatex -interaction=nonstopmode qu_mingyan.tex >/dev/null
pdftotext -layout qu_mingyan.pdf qu_mingyan_page.txt          # text of the photographed page
pdftoppm -r 150 -png -singlefile qu_mingyan.pdf qu_page
.venv/bin/python make_photo.py                                 # -> ../cvs/IMG_20261103_142215.jpg
.venv/bin/python make_docx.py                                  # -> ../cvs/huan_jiasui_简历.docx
# ../cvs/resume_2022.md and ../cvs/kwesi_arhinful.resume.json are hand-written (edited in place)
