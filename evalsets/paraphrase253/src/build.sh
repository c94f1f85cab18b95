#!/bin/bash
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
for t in zhong_zhaolan linxi_pan ruoyu_lan yan_mingchuan; do xelatex -interaction=batchmode $t.tex >/dev/null; done
cp zhong_zhaolan.pdf ../cvs/zhong_zhaolan_cv.pdf
cp linxi_pan.pdf ../cvs/Linxi_Pan_CV_2025.pdf
cp ruoyu_lan.pdf ../cvs/ruoyu_lan_resume.pdf      # moderncv classic; fontawesome5.sty here is a stub
pdftotext yan_mingchuan.pdf yan_mingchuan_page1.txt  # text of the photographed page
pdftoppm -r 150 -png -f 1 -l 1 yan_mingchuan.pdf page
.venv/bin/python photo.py page-1.png ../cvs/IMG_20260914_183022.jpg
.venv/bin/python make_docx.py
# kaiyu_dong.md, ting-yu_hsieh.resume.json and 卓彦秋_简历_2021.txt are written by hand in ../cvs
