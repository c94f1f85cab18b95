#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=batchmode chu_mingzhou.tex >/dev/null
cp chu_mingzhou.pdf "../cvs/储明洲_电力电子硬件工程师.pdf"
xelatex -interaction=batchmode maren_ekdahl.tex >/dev/null
cp maren_ekdahl.pdf ../cvs/Maren_Ekdahl_CV.pdf
.venv/bin/python make_docx.py
xelatex -interaction=batchmode karthik_anbalagan_2026.tex >/dev/null
pdftotext -layout karthik_anbalagan_2026.pdf karthik_anbalagan_2026_page.txt   # text of the photographed page
pdftoppm -r 150 -png -singlefile karthik_anbalagan_2026.pdf karthik_page
.venv/bin/python make_photo.py karthik_page.png ../cvs/IMG_20261103_184512.jpg
# the .md and .txt CVs are written by hand directly in ../cvs
rm -f *.aux *.log *.out
