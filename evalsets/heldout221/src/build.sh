#!/bin/sh
# Rebuilds every file in ../cvs (the .md and .txt CVs are hand-written directly in cvs/).
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
cd tex
xelatex -interaction=nonstopmode chidozie_anyanwu.tex && cp chidozie_anyanwu.pdf ../../cvs/chidozie_anyanwu_cv.pdf
xelatex -interaction=nonstopmode wei_xiaomeng.tex && cp wei_xiaomeng.pdf ../../cvs/卫晓萌_简历.pdf
xelatex -interaction=nonstopmode harini_raghavachari_2026.tex
pdftotext -layout harini_raghavachari_2026.pdf ../harini_raghavachari_2026_page.txt
pdftoppm -r 150 -png -singlefile harini_raghavachari_2026.pdf /tmp/hr221
cd ..
.venv/bin/python make_photo.py /tmp/hr221.png ../cvs/IMG_20260412_193355.jpg
rm -f /tmp/hr221.png
.venv/bin/python make_docx.py
