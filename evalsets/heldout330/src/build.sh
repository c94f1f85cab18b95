#!/bin/bash
# Rebuild cvs/ from src/. Needs xelatex (moderncv, xeCJK), poppler-utils, fonts-noto-cjk, and src/.venv.
set -e
cd "$(dirname "$0")"
B=build; mkdir -p $B ../cvs
for t in desmond_pereira_cv qin_zhiyue_cv zhuo_yanping_2026; do
  xelatex -interaction=nonstopmode -halt-on-error -output-directory=$B $t.tex >/dev/null
done
cp $B/desmond_pereira_cv.pdf ../cvs/desmond_pereira_cv.pdf
cp $B/qin_zhiyue_cv.pdf "../cvs/覃知岳_仓储自动化_简历.pdf"
.venv/bin/python make_docx.py "../cvs/卓砚平_简历_2020.docx"
# the newer CV of 卓砚平 exists only as a phone photo; keep its text for quote checks
pdftotext -layout $B/zhuo_yanping_2026.pdf zhuo_yanping_2026_photo_text.txt
pdftoppm -r 150 -png -singlefile $B/zhuo_yanping_2026.pdf $B/zhuo_page
.venv/bin/python make_photo.py $B/zhuo_page.png ../cvs/IMG_20260914_213355.jpg
