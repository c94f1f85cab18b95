#!/bin/bash
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode ru_chenyang_zh.tex >/dev/null
cp ru_chenyang_zh.pdf "../cvs/汝晨阳_模拟IC设计_简历.pdf"
xelatex -interaction=nonstopmode thandeka_mabuza.tex >/dev/null   # moderncv banking, [nosymbols] (no icon fonts)
cp thandeka_mabuza.pdf ../cvs/Mabuza_T_CV_2026.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode huan_siyu_2026.tex >/dev/null
pdftotext -layout huan_siyu_2026.pdf huan_siyu_2026_page_text.txt       # text of the photographed page
pdftoppm -r 150 -png huan_siyu_2026.pdf huan_page
.venv/bin/python make_photo.py                                     # -> ../cvs/IMG_20261103_184512.jpg
# oriel_cathcart.md and 宦思雨_简历_2021.txt are written by hand directly in ../cvs
