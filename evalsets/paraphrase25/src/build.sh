#!/bin/bash
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode meng_tianyu_zh.tex >/dev/null && cp meng_tianyu_zh.pdf ../cvs/meng_tianyu_cv.pdf
xelatex -interaction=nonstopmode viktor_lindahl.tex >/dev/null && cp viktor_lindahl.pdf ../cvs/viktor_lindahl_cv.pdf
xelatex -interaction=nonstopmode tomoko_arai.tex >/dev/null
pdftotext -layout tomoko_arai.pdf tomoko_arai_photo_page.txt
pdftoppm -r 150 -png -singlefile tomoko_arai.pdf tomoko_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# lu_zihang_简历.md, 潘若琳-求职简历.txt and resume.json are written by hand directly in ../cvs
