#!/bin/bash
# Rebuilds every file in ../cvs/ (md/txt/json CVs are written by hand directly in ../cvs/).
set -e
cd "$(dirname "$0")"
T=$(mktemp -d)
export TEXINPUTS=./stubs//:   # stub fontawesome5/academicons for moderncv
for f in kui_yucheng marte_lindtveit yue_mingshan_2026 ayinur_page; do
  xelatex -interaction=nonstopmode -output-directory="$T" $f.tex >/dev/null
done
cp "$T/kui_yucheng.pdf" ../cvs/kui_yucheng.pdf
cp "$T/marte_lindtveit.pdf" ../cvs/marte_lindtveit_cv.pdf
cp "$T/yue_mingshan_2026.pdf" ../cvs/Mingshan_Yue_CV_2026.pdf
pdftotext -layout "$T/ayinur_page.pdf" ayinur_page.txt          # text of the photographed page
pdftoppm -r 150 -png "$T/ayinur_page.pdf" "$T/ayinur"
.venv/bin/python make_photo.py "$T/ayinur-1.png" ../cvs/IMG_20261103_201544.jpg
.venv/bin/python make_docx.py
