#!/bin/sh
# renders maren_2026.tex, keeps its text (maren_2026_page.txt) and makes the phone photo cvs/IMG_20261104_183512.jpg
cd "$(dirname "$0")" && xelatex -interaction=nonstopmode maren_2026.tex >/dev/null
pdftotext maren_2026.pdf maren_2026_page.txt
pdftoppm -r 150 -png -singlefile maren_2026.pdf page
../.venv/bin/python photo.py page.png ../../cvs/IMG_20261104_183512.jpg
