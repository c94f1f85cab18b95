#!/bin/sh
# Rebuild all CV files from src/. Run from src/.
set -e
for f in halse he_boyan knowles ruan_shuyao; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp halse.pdf ../cvs/ingeborg_halse_cv.pdf
cp he_boyan.pdf ../cvs/贺柏言_简历.pdf
cp knowles.pdf ../cvs/Petra_Knowles_CV_2026.pdf
pdftotext -layout ruan_shuyao.pdf ruan_shuyao_page1.txt
pdftoppm -r 150 -png -f 1 -l 1 ruan_shuyao.pdf ruan_page
.venv/bin/python make_photo.py ruan_page-1.png ../cvs/IMG_20261103_184512.jpg
.venv/bin/python make_docx.py
