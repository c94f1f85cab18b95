#!/bin/bash
# Rebuild every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
B=build; mkdir -p $B ../cvs
for t in tian_mingxuan kuang_zeyuan_old_en kuang_zeyuan_zh qin_haichuan_photo; do
  xelatex -interaction=nonstopmode -halt-on-error -output-directory=$B $t.tex >/dev/null
done
cp $B/tian_mingxuan.pdf ../cvs/tian_mingxuan_cv.pdf
cp $B/kuang_zeyuan_old_en.pdf ../cvs/zeyuan_kuang_resume_2021.pdf
cp $B/kuang_zeyuan_zh.pdf ../cvs/况泽远_固件工程师_2026.pdf
# the phone photo: page -> PNG -> photo effects -> JPG; keep the page text for quote checks
pdftotext -layout $B/qin_haichuan_photo.pdf qin_haichuan_photo_text.txt
pdftoppm -r 150 -png -f 1 -l 1 $B/qin_haichuan_photo.pdf $B/qin_page
.venv/bin/python make_photo.py $B/qin_page-1.png ../cvs/IMG_20261103_网络工程师简历.jpg
.venv/bin/python make_docx.py
# peng_yuxuan.md, 施国华_简历.txt and nadia_sulaiman.json are written by hand directly in ../cvs
