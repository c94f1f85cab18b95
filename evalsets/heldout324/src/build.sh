#!/bin/sh
# Rebuild all CV files in ../cvs from the sources here. Markdown and JSON CVs are written directly in cvs/.
set -e
cd "$(dirname "$0")"
for t in zhixing_yin_cv ke_dingheng_zh yin_zhixing_zh_2022; do xelatex -interaction=nonstopmode $t.tex >/dev/null; xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp zhixing_yin_cv.pdf ../cvs/Zhixing_Yin_CV_2026.pdf
cp ke_dingheng_zh.pdf ../cvs/柯定衡_天线工程师简历.pdf
pdftotext yin_zhixing_zh_2022.pdf IMG_20220514_093211.txt   # text of the photographed page
pdftoppm -r 150 -png -singlefile yin_zhixing_zh_2022.pdf page_yin
.venv/bin/python make_photo.py page_yin.png ../cvs/IMG_20220514_093211.jpg
.venv/bin/python make_docx.py
