#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder (the .md, .txt and .json CVs are hand-written in cvs/).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode guo_lifeng.tex >/dev/null && cp guo_lifeng.pdf ../cvs/guo_lifeng_cv.pdf
TEXINPUTS=./stubs//: xelatex -interaction=nonstopmode morcombe.tex >/dev/null || true   # stub icon package: harmless undefined macro
cp morcombe.pdf ../cvs/Morcombe_G_CV_2026.pdf
xelatex -interaction=nonstopmode ran_haoxiang.tex >/dev/null && cp ran_haoxiang.pdf ../cvs/Haoxiang_Ran_CV.pdf
xelatex -interaction=nonstopmode mao_yalin.tex >/dev/null
pdftotext -layout mao_yalin.pdf mao_yalin_page1.txt          # text of the photographed page
pdftoppm -r 150 -png -singlefile mao_yalin.pdf mao_page
.venv/bin/python make_photo.py && rm -f mao_page.png
.venv/bin/python make_docx.py
rm -f *.aux *.log *.out
