#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
(cd fu_siche && xelatex -interaction=nonstopmode fu_siche_cv.tex && cp fu_siche_cv.pdf ../../cvs/)
(cd rowntree && xelatex -interaction=nonstopmode lucinda_rowntree_cv.tex && cp lucinda_rowntree_cv.pdf ../../cvs/)  # stub fontawesome5.sty here
(cd arcuri && xelatex -interaction=nonstopmode arcuri_delfina.tex && cp arcuri_delfina.pdf ../../cvs/)
(cd she_yucen && xelatex -interaction=nonstopmode she_yucen.tex && pdftotext -layout she_yucen.pdf she_yucen_page.txt && pdftoppm -r 150 -png she_yucen.pdf page)
.venv/bin/python make_photo.py she_yucen/page-1.png ../cvs/佘雨岑_简历.jpg
.venv/bin/python make_docx.py
# kasimir_vollrath.md, sre_resume_hjz.txt and resume.json are written by hand directly in ../cvs
