#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
(cd ca && xelatex -interaction=nonstopmode montenegro_cv.tex && cp montenegro_cv.pdf ../../cvs/rafaela_montenegro_cv.pdf)
(cd bms && xelatex -interaction=nonstopmode liang_muzhi.tex && cp liang_muzhi.pdf ../../cvs/梁牧之_BMS算法.pdf)
(cd pay && xelatex -interaction=nonstopmode lian_zhouyi_2026.tex && cp lian_zhouyi_2026.pdf ../../cvs/Lian_Zhouyi_Resume_2026.pdf)
(cd ng && xelatex -interaction=nonstopmode yan_sihan.tex && pdftotext yan_sihan.pdf ../yan_sihan_photo_page.txt && pdftoppm -r 150 -png -singlefile yan_sihan.pdf page)
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# eemeli_saarinen_cv.txt, 司沐瑶_插画师.md and zhouyi_lian_resume_2021.json are written by hand directly in ../cvs
