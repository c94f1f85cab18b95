#!/bin/bash
# Rebuilds every file in ../cvs from the sources here. Run from src/.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode margaux_pellerin.tex >/dev/null && cp margaux_pellerin.pdf ../cvs/margaux_pellerin_cv.pdf
xelatex -interaction=nonstopmode shu_lechuan_zh.tex >/dev/null && cp shu_lechuan_zh.pdf ../cvs/殳乐川_简历_2026.pdf
xelatex -interaction=nonstopmode dhruv_malhotra.tex >/dev/null
pdftotext dhruv_malhotra.pdf dhruv_malhotra_page.txt        # text of the photographed page
pdftoppm -r 150 -png -singlefile dhruv_malhotra.pdf dhruv_page
.venv/bin/python make_photo.py                                 # -> ../cvs/IMG_20261118_213354.jpg
(cd .. && src/.venv/bin/python src/make_docx.py)               # -> ../cvs/宿雅宁-质量经理-简历.docx
# cv_speech_2021.md and haruto_ishida.resume.json are written by hand in ../cvs
rm -f *.aux *.log
