#!/bin/bash
# Rebuilds every file in ../cvs/ (the .md, .txt and .json CVs are written by hand directly in cvs/).
set -e
cd "$(dirname "$0")"
(cd ruben && xelatex -interaction=batchmode ruben_castellvi_cv.tex && cp ruben_castellvi_cv.pdf ../../cvs/)
(cd oskar && xelatex -interaction=batchmode oskar_wieczorek_cv.tex && cp oskar_wieczorek_cv.pdf ../../cvs/)   # stub fontawesome5/academicons .sty here
(cd yanxiaojing && xelatex -interaction=batchmode yan_xiaojing_cv.tex && cp yan_xiaojing_cv.pdf ../../cvs/)
(cd mengdechuan && xelatex -interaction=batchmode meng_dechuan_cv.tex && pdftotext meng_dechuan_cv.pdf meng_dechuan_page_text.txt \
   && pdftoppm -r 150 -png meng_dechuan_cv.pdf page && ../.venv/bin/python ../make_photo.py page-1.png "../../cvs/孟德川_简历_拍照.jpg")
.venv/bin/python make_docx.py
