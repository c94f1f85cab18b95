#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
(cd xiao && xelatex -interaction=nonstopmode xiao_jingmin.tex >/dev/null) && cp xiao/xiao_jingmin.pdf ../cvs/xiao_jingmin_简历.pdf
(cd azzopardi && xelatex -interaction=nonstopmode kurt_azzopardi_cv.tex >/dev/null) && cp azzopardi/kurt_azzopardi_cv.pdf ../cvs/
.venv/bin/python make_docx.py
(cd haukeland && xelatex -interaction=nonstopmode haukeland_cv_2026.tex >/dev/null && pdftotext -layout haukeland_cv_2026.pdf haukeland_cv_2026_page.txt && pdftoppm -r 150 -png -singlefile haukeland_cv_2026.pdf page)
.venv/bin/python make_photo.py
# cvs/jian_mucen_resume.md and cvs/haukeland_cv_2021.txt are hand-written, edited in place.
