#!/bin/sh
# Rebuild all CV files in ../cvs from these sources (run from src/).
set -e
for f in fei_ruiyang lei_haoquan meng_ruogu zhan_ruochuan; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp fei_ruiyang.pdf ../cvs/fei_ruiyang_cv.pdf
cp lei_haoquan.pdf ../cvs/Haoquan_Lei_Hardware.pdf
cp meng_ruogu.pdf "../cvs/蒙若谷_量化研究员.pdf"
pdftotext zhan_ruochuan.pdf zhan_ruochuan_page_text.txt
pdftoppm -r 150 -png zhan_ruochuan.pdf zhan_page
.venv/bin/python make_photo.py          # -> ../cvs/IMG_20261103_展若川简历.jpg (no text layer)
.venv/bin/python make_docx.py           # -> the two .docx files
# the .md, .txt and .resume.json files were written by hand directly in ../cvs
