#!/bin/sh
# Rebuild the LaTeX CVs and the phone photo. Run from src/.
set -e
cd "$(dirname "$0")"
mkdir -p build
for f in wei_yicheng_zh honor_pellowe mi_zhilan_2026 rosalind_oyekunle; do
  xelatex -interaction=nonstopmode -output-directory=build $f.tex >/dev/null
done
cp build/wei_yicheng_zh.pdf ../cvs/危以澄_简历.pdf
cp build/honor_pellowe.pdf ../cvs/Honor_Pellowe_CV.pdf
cp build/mi_zhilan_2026.pdf ../cvs/mi_zhilan_cv_2026.pdf
pdftotext -layout build/rosalind_oyekunle.pdf rosalind_oyekunle_photo_page.txt
pdftoppm -r 150 -png -singlefile build/rosalind_oyekunle.pdf build/rosalind_page
.venv/bin/python make_photo.py build/rosalind_page.png ../cvs/IMG_20261104_093112.jpg
.venv/bin/python make_docx.py
