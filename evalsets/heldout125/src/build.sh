#!/bin/bash
# Builds all CV files in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
for t in mengyiheng_2026 tiwari_cv; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp mengyiheng_2026.pdf ../cvs/蒙以衡_结构工程师_2026.pdf
cp tiwari_cv.pdf ../cvs/karan_tiwari_cv.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode zawadzka_page.tex >/dev/null
pdftotext -layout zawadzka_page.pdf zawadzka_page.txt
.venv/bin/python make_photo.py
rm -f zawadzka_page.png *.aux *.log *.out
