#!/bin/bash
# Rebuild all CV files in ../cvs from these sources.
set -e; cd "$(dirname "$0")"
xelatex -interaction=nonstopmode qiao_guanlin.tex && cp qiao_guanlin.pdf ../cvs/乔冠霖_简历.pdf
xelatex -interaction=nonstopmode xu_zhaoheng_en.tex && cp xu_zhaoheng_en.pdf ../cvs/zhaoheng_xu_cv.pdf
TEXINPUTS=./stubs//: xelatex -interaction=nonstopmode ruolan_tang.tex && cp ruolan_tang.pdf ../cvs/ruolan_tang_cv.pdf
xelatex -interaction=nonstopmode jiarui_meng.tex && pdftotext jiarui_meng.pdf jiarui_meng_page.txt
pdftoppm -r 150 -png -f 1 -l 1 jiarui_meng.pdf jm && .venv/bin/python make_photo.py && rm jm-1.png
.venv/bin/python make_docx.py
# xu_zhaoheng_2023.md, frida_lowgren.json and 陶以宁_律师简历.txt are written by hand in ../cvs
rm -f *.aux *.log *.out
