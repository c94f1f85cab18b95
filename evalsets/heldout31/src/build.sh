#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
B=/tmp/h31build; mkdir -p $B
for t in qi_shuheng_zh zhuoran_tian_cv_2023 ju_xiaolan_print; do
  xelatex -interaction=nonstopmode -output-directory=$B $t.tex >/dev/null
done
cp $B/qi_shuheng_zh.pdf ../cvs/qi_shuheng_zh.pdf
cp $B/zhuoran_tian_cv_2023.pdf ../cvs/Zhuoran_Tian_CV_2023.pdf
cp tian_zhuoran_resume_2026.json ../cvs/tian_zhuoran_resume_2026.json
.venv/bin/python make_docx.py
# phone photo of the printed page of 鞠晓岚 (no text layer); page text kept here for quote checks
pdftotext $B/ju_xiaolan_print.pdf ju_xiaolan_photo_page.txt
pdftoppm -r 150 -png -singlefile $B/ju_xiaolan_print.pdf $B/jxl_page
convert $B/jxl_page.png -background '#5a5248' -rotate -2.2 \
  \( +clone -fill white -colorize 100 -background black -vignette 0x260+40+60 \) -compose multiply -composite \
  -fill '#e8dcc6' -colorize 12% -gaussian-blur 0x0.9 -attenuate 0.55 +noise Gaussian \
  -modulate 96,85 -resize 85% -strip -quality 82 ../cvs/IMG_20261103_194512.jpg
