#!/bin/sh
# Rebuilds every CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
T=/tmp/p87; mkdir -p $T
for f in zang_yiluo zhang_zhenyu_zh duvernoy_raphael vreeswijk_old_2021; do
  TEXINPUTS=.: xelatex -interaction=nonstopmode -output-directory=$T $f.tex >/dev/null
done
cp $T/zang_yiluo.pdf ../cvs/yiluo_zang_cv.pdf
cp $T/zhang_zhenyu_zh.pdf ../cvs/仉振宇_BMS工程师.pdf
cp $T/duvernoy_raphael.pdf ../cvs/Raphael_Duvernoy_Producer.pdf
pdftotext $T/vreeswijk_old_2021.pdf vreeswijk_old_2021.page.txt
pdftoppm -r 150 -png $T/vreeswijk_old_2021.pdf $T/vold
.venv/bin/python make_photo.py $T/vold-1.png ../cvs/IMG_20210318_142207.jpg
.venv/bin/python make_docx.py
# 帅予川_Android.txt, 亢梓萌_简历.md and hoi-yan_leong.resume.json are hand-written in ../cvs
