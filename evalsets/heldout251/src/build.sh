#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
(cd tex && xelatex -interaction=nonstopmode joanna_vrettou_cv.tex >/dev/null && xelatex -interaction=nonstopmode tu_jingchuan_cv.tex >/dev/null)
cp tex/joanna_vrettou_cv.pdf ../cvs/joanna_vrettou_cv.pdf
cp tex/tu_jingchuan_cv.pdf ../cvs/屠景川_简历.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode sheng_wenxi_2026.tex >/dev/null
pdftotext sheng_wenxi_2026.pdf sheng_wenxi_2026_page_text.txt
pdftoppm -r 150 -png sheng_wenxi_2026.pdf sheng_wenxi_2026
.venv/bin/python make_photo.py
# cvs/lucia_tamburrano.json and cvs/盛闻溪_简历_2019.txt are hand-written (no build step).
