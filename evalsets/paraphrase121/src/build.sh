#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
cd tex
for f in falkenrath cai_jichuan qiu_yanting luo_yuqing; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp falkenrath.pdf ../../cvs/henrike_falkenrath_cv.pdf
cp cai_jichuan.pdf ../../cvs/蔡霁川_雷达系统工程师.pdf
cp qiu_yanting.pdf ../../cvs/Yanting_Qiu_CV_2026.pdf
pdftotext luo_yuqing.pdf ../luo_yuqing_photo_page.txt
pdftoppm -r 150 -png luo_yuqing.pdf page
cd ..
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
# the .md, .txt and .json CVs are written by hand directly in ../cvs
