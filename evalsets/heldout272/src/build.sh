#!/bin/sh
# Rebuilds every file in ../cvs from the sources here (the .txt and .json CVs are written by hand in cvs/).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode yiheng_tao_cv.tex >/dev/null && cp yiheng_tao_cv.pdf ../cvs/
xelatex -interaction=nonstopmode yiqiutang_zh.tex >/dev/null && cp yiqiutang_zh.pdf ../cvs/易秋棠_简历.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode jiangqiucheng_2026.tex >/dev/null
pdftotext jiangqiucheng_2026.pdf jiangqiucheng_2026_page.txt   # text of the photographed page
pdftoppm -r 150 -png -singlefile jiangqiucheng_2026.pdf page
.venv/bin/python photo.py
rm -f *.aux *.log
