#!/bin/sh
# Rebuilds every generated file in ../cvs. The .md, .json and .txt CVs are hand-written in ../cvs.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
for t in jiarui_tan_cv fan_haining_zh kelvin_siu_cv; do xelatex -interaction=nonstopmode $t.tex >/dev/null; cp $t.pdf ../cvs/; done
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode bai_ruotong_page.tex >/dev/null
pdftotext bai_ruotong_page.pdf bai_ruotong_photo_page.txt
pdftoppm -r 150 -png bai_ruotong_page.pdf bai_page
.venv/bin/python make_photo.py bai_page-1.png "../cvs/bai_ruotong_简历照片.jpg"
rm -f bai_page-1.png *.aux *.log *.out
