#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
xelatex -interaction=batchmode ottoline_ferreday_cv.tex && cp ottoline_ferreday_cv.pdf ../cvs/ottoline_ferreday_cv.pdf
xelatex -interaction=batchmode chen_liyuan_cv.tex && cp chen_liyuan_cv.pdf ../cvs/谌立远_固件工程师.pdf
xelatex -interaction=batchmode bogdan_herescu_cv.tex && cp bogdan_herescu_cv.pdf ../cvs/bogdan_herescu.pdf   # uses stub fontawesome5.sty / academicons.sty
xelatex -interaction=batchmode zheng_zhixing_cv.tex
pdftotext zheng_zhixing_cv.pdf zheng_zhixing_photo.page.txt
pdftoppm -r 150 -png -singlefile zheng_zhixing_cv.pdf zz_page
.venv/bin/python make_photo.py && rm -f zz_page.png
.venv/bin/python make_docx.py
rm -f *.aux *.log *.out
# wanjiru_kamau.md, miao_siman_2022.txt and siman_miao_resume.json are hand-written directly in ../cvs
