#!/bin/bash
# Builds the three LaTeX PDFs into ../../cvs and the phone photo.
set -e
cd "$(dirname "$0")"
export TEXINPUTS=.:./stubs:
for f in ran_shuting_cv_zh imogen_thalberg_cv ye_ruolan_page; do
  xelatex -interaction=nonstopmode -halt-on-error $f.tex >/dev/null
done
# moderncv + hyperref needs pzdr under xetex here, so this one is built with pdflatex
pdflatex -interaction=nonstopmode -halt-on-error gaspard_villeneuve_cv.tex >/dev/null
cp ran_shuting_cv_zh.pdf ../../cvs/冉书廷_简历_2026.pdf
cp gaspard_villeneuve_cv.pdf ../../cvs/gaspard_villeneuve_cv.pdf
cp imogen_thalberg_cv.pdf ../../cvs/imogen_thalberg_cv.pdf
pdftotext -layout ye_ruolan_page.pdf ../ye_ruolan_page.txt
pdftoppm -r 150 -png -singlefile ye_ruolan_page.pdf ye_ruolan_page
../.venv/bin/python ../make_photo.py ye_ruolan_page.png ../../cvs/IMG_20261014_093512.jpg
