#!/bin/bash
# Rebuilds every file in ../cvs from the sources here. Needs xelatex (ctex), poppler, the .venv.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode zhuang_yifan_en.tex >/dev/null
cp zhuang_yifan_en.pdf ../cvs/Zhuang_Yifan_CV_2026.pdf
xelatex -interaction=nonstopmode zhuo_yinan_zh.tex >/dev/null
cp zhuo_yinan_zh.pdf "../cvs/卓一楠-数字IC验证-简历.pdf"
.venv/bin/python make_docx.py
# old (2021) Chinese CV of Zhuang Yifan -> phone photo; its text is kept in IMG_20211014_193522.txt
xelatex -interaction=nonstopmode zhuang_yifan_zh_2021.tex >/dev/null
pdftotext -layout zhuang_yifan_zh_2021.pdf IMG_20211014_193522.txt
pdftoppm -r 150 -png -f 1 -l 1 zhuang_yifan_zh_2021.pdf page
.venv/bin/python make_photo.py
rm -f page-1.png *.aux *.log *.out
# ../cvs/xiao_yunshu_cv.md is hand-written (no source)
