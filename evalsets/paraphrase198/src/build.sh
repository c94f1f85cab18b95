#!/bin/sh
# Rebuilds every file in ../cvs (the .md, .txt and .json CVs are hand-written directly in ../cvs).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
for t in wen_ruoshi_cv peng_zhaolin_cv qiao_manjing_zh; do xelatex -interaction=nonstopmode $t.tex >/dev/null; cp $t.pdf ../cvs/; done
xelatex -interaction=nonstopmode ning_jingyuan_zh.tex >/dev/null
pdftotext -layout ning_jingyuan_zh.pdf ning_jingyuan_page1.txt   # text of the photographed page
pdftoppm -r 150 -png -f 1 -l 1 ning_jingyuan_zh.pdf page
.venv/bin/python make_photo.py && rm -f page-1.png
.venv/bin/python make_docx.py
rm -f *.aux *.log *.out
