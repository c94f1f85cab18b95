#!/bin/sh
# Rebuild all CV files of heldout50 into ../cvs (run from src/).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode harsha_venugopal_resume.tex >/dev/null
cp harsha_venugopal_resume.pdf ../cvs/Harsha_Venugopal_TPM.pdf
xelatex -interaction=nonstopmode kuang_jiale_zh.tex >/dev/null
cp kuang_jiale_zh.pdf ../cvs/邝嘉乐_搜索排序_简历.pdf
# old (2022) CV of 储志航: printed page -> phone photo, no text layer; its text kept here
xelatex -interaction=nonstopmode chu_zhihang_2022_print.tex >/dev/null
pdftotext chu_zhihang_2022_print.pdf chu_zhihang_2022_photo_page.txt
pdftoppm -r 150 -png -singlefile chu_zhihang_2022_print.pdf page
.venv/bin/python make_photo.py page.png ../cvs/IMG_20220418_213355.jpg && rm page.png
# two DOCX CVs
.venv/bin/python make_docx.py
# lian_jingxuan_resume.md is written by hand directly in ../cvs
rm -f *.aux
