#!/bin/sh
# Rebuilds every generated CV in ../cvs (md/txt/json are written by hand directly in cvs/).
set -e
cd "$(dirname "$0")/tex"
for f in zollikofer mao_sining jablonski zhan_2021; do xelatex -interaction=batchmode $f.tex >/dev/null; done
cp zollikofer.pdf ../../cvs/m_zollikofer_cv.pdf
cp mao_sining.pdf ../../cvs/茆思凝_射频IC设计.pdf
cp jablonski.pdf ../../cvs/CV_Jablonski_Konrad.pdf
pdftotext zhan_2021.pdf ../zhan_jiashuo_2021_photo_text.txt
pdftoppm -r 150 -png zhan_2021.pdf zhan_2021_page
cd ..
.venv/bin/python make_photo.py tex/zhan_2021_page-1.png ../cvs/IMG_20210614_223107.jpg
.venv/bin/python make_docx.py
