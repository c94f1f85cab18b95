#!/bin/bash
# Rebuilds all files in ../cvs from the sources here. Needs xelatex, pdftotext, pdftoppm, .venv (python-docx, pillow).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode teng_yumo_cv.tex >/dev/null && cp teng_yumo_cv.pdf ../cvs/滕雨墨_电芯研发.pdf
TEXINPUTS=./stub: xelatex -interaction=nonstopmode leandro_barros_cv.tex >/dev/null && cp leandro_barros_cv.pdf ../cvs/Leandro_Barros_CV.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode wen_yaqi_print.tex >/dev/null
pdftotext -layout wen_yaqi_print.pdf wen_yaqi_page_text.txt
pdftoppm -r 150 -png wen_yaqi_print.pdf wen_yaqi_page
.venv/bin/python make_photo.py
rm -f *.aux *.log *.out
# cvs/resume_shuyu_lin_2021.txt and cvs/蔺书宇_简历_2026.md are hand-written (no build step).
