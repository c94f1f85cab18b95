#!/bin/bash
# Rebuilds cvs/ from src/. Needs xelatex, pdftotext/pdftoppm, and the venv in src/.venv.
set -e
cd "$(dirname "$0")"
CVS=../cvs
(cd tex && for f in bram_kooistra xun_wanzhou gareth_polglase_2026; do xelatex -interaction=nonstopmode $f.tex >/dev/null; xelatex -interaction=nonstopmode $f.tex >/dev/null; done)
cp tex/bram_kooistra.pdf $CVS/bram_kooistra.pdf
cp tex/xun_wanzhou.pdf $CVS/xun_wanzhou_jianli.pdf
.venv/bin/python make_docx.py
pdftotext tex/gareth_polglase_2026.pdf gareth_polglase_2026_page.txt
pdftoppm -r 150 -png tex/gareth_polglase_2026.pdf page
.venv/bin/python make_photo.py page-1.png $CVS/IMG_20261112_094418.jpg && rm page-1.png
# cvs/gareth_polglase_cv_2020.txt and cvs/ji_haicheng_resume.json are hand-written and kept as they are.
