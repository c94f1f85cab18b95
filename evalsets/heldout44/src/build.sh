#!/bin/bash
# Rebuilds heldout44/cvs from src/. fontawesome5.sty / academicons.sty are local stubs (not in this TeX Live).
set -e
cd "$(dirname "$0")"
mkdir -p build
for t in pablo_arriaga_cv sui_kexin_2026 yerlan_abenov_cv; do
  xelatex -interaction=nonstopmode -output-directory=build $t.tex >/dev/null
done
cp build/pablo_arriaga_cv.pdf ../cvs/pablo_arriaga_cv.pdf
cp build/sui_kexin_2026.pdf "../cvs/隋可欣_简历_2026.pdf"
pdftotext -layout build/yerlan_abenov_cv.pdf yerlan_abenov_cv_page.txt   # text of the photographed page
pdftoppm -r 150 -png -singlefile build/yerlan_abenov_cv.pdf build/yerlan
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# 芮晓雯_简历.txt is hand-written directly in cvs/
