#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
xelatex -interaction=batchmode pang_qingyan_zh.tex
xelatex -interaction=batchmode weiyi_tang_resume.tex
TEXINPUTS=./stubs//: xelatex -interaction=batchmode tomasz_lewandowicz_cv.tex
cp pang_qingyan_zh.pdf weiyi_tang_resume.pdf tomasz_lewandowicz_cv.pdf ../cvs/
xelatex -interaction=batchmode you_siqi_page.tex
pdftotext -layout you_siqi_page.pdf you_siqi_page.txt   # text of the photographed page
pdftoppm -r 150 -png you_siqi_page.pdf you_siqi_page
.venv/bin/python make_photo.py                         # -> ../cvs/IMG_20261020_183412.jpg
.venv/bin/python make_docx.py                          # -> the two .docx
# gao_zhuoyi_2023.md, gao_zhuoyi_resume.json and 冉子航-销售工程师.txt are written by hand in ../cvs
