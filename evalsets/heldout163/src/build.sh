#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
(cd cheng_lixiao && xelatex -interaction=batchmode cheng_lixiao_cv.tex && cp cheng_lixiao_cv.pdf ../../cvs/程立潇_桥梁工程师.pdf)
(cd rafael_strand && xelatex -interaction=batchmode rafael_strand_cv.tex && cp rafael_strand_cv.pdf ../../cvs/Rafael_Strand_CV.pdf)   # stub fontawesome5/academicons .sty in that folder
.venv/bin/python make_docx.py
(cd sanne_2026 && xelatex -interaction=batchmode sanne_cv_2026.tex && pdftotext -layout sanne_cv_2026.pdf sanne_cv_2026_page.txt && pdftoppm -r 150 -png sanne_cv_2026.pdf page)
.venv/bin/python make_photo.py
# cvs/蓝思诺_Flutter开发.md and cvs/sanne_cv_2022.txt are hand-written (no source).
