#!/bin/sh
# Rebuild all CV files of heldout325 into ../cvs
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
# fontawesome5.sty / academicons.sty are local stubs (moderncv icon packages are not installed)
xelatex -interaction=nonstopmode eskild_vassbotn.tex >/dev/null || true
xelatex -interaction=nonstopmode lang_ruoxi_zh.tex >/dev/null
xelatex -interaction=nonstopmode tharani_kumaresan_2026.tex >/dev/null
cp eskild_vassbotn.pdf lang_ruoxi_zh.pdf ../cvs/
.venv/bin/python make_docx.py
pdftotext tharani_kumaresan_2026.pdf tharani_kumaresan_2026_page_text.txt
pdftoppm -r 150 -png tharani_kumaresan_2026.pdf page
.venv/bin/python make_photo.py page-1.png ../cvs/IMG_20261108_094512.jpg
rm -f page-1.png *.aux *.log *.out
# zang_yuning_caigou.md and 桂欣禾_简历.txt are written by hand in ../cvs
