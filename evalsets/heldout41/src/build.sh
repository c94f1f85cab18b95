#!/bin/sh
# Rebuilds all heldout41 CV files into ../cvs (run from src/).
set -e
cd "$(dirname "$0")"
for f in jonah_feldstein_cv yue_zhenhua_resume nandini_kothari_cv; do
  xelatex -interaction=nonstopmode $f.tex >/dev/null
done
cp jonah_feldstein_cv.pdf ../cvs/jonah_feldstein_cv.pdf
cp yue_zhenhua_resume.pdf ../cvs/岳振华_简历.pdf
# phone photo of the printed English page (no text layer)
pdftotext -layout nandini_kothari_cv.pdf nandini_kothari_page1.txt
pdftoppm -r 150 -png -singlefile nandini_kothari_cv.pdf nk_page
.venv/bin/python make_photo.py nk_page.png ../cvs/IMG_20261103_142211.jpg
rm -f nk_page.png
.venv/bin/python make_docx.py
rm -f *.aux *.log *.out
