#!/bin/bash
# Rebuild all CV files in ../cvs from these sources.
set -e
cd "$(dirname "$0")"
OUT=../cvs
xelatex -interaction=nonstopmode -halt-on-error mi_xiaocen_zh.tex >/dev/null
cp mi_xiaocen_zh.pdf "$OUT/宓晓岑_推荐算法工程师.pdf"
TEXINPUTS=./stubs//: xelatex -interaction=nonstopmode -halt-on-error falconer_cv.tex >/dev/null
cp falconer_cv.pdf "$OUT/Falconer_CV_2026.pdf"
cp falconer_cv_2014.txt "$OUT/falconer_cv_2014.txt"
xelatex -interaction=nonstopmode -halt-on-error orrell_cv.tex >/dev/null
cp orrell_cv.pdf "$OUT/keziah_orrell_cv.pdf"
xelatex -interaction=nonstopmode -halt-on-error xian_yuelan_zh.tex >/dev/null
pdftotext xian_yuelan_zh.pdf xian_yuelan_photo_page.txt
pdftoppm -r 150 -png -singlefile xian_yuelan_zh.pdf xian_page
.venv/bin/python photo.py xian_page.png "$OUT/IMG_20261114_093512.jpg"
.venv/bin/python make_docx.py
# xi_wangshu_data.md and matthias_kroeplin.json are written directly in ../cvs
