#!/bin/sh
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
TEXINPUTS=.: xelatex -interaction=nonstopmode mathis_koubaa.tex >/dev/null && cp mathis_koubaa.pdf ../cvs/mathis_koubaa_cv.pdf
xelatex -interaction=nonstopmode e_minxing.tex >/dev/null && cp e_minxing.pdf ../cvs/鄂敏行_简历.pdf
xelatex -interaction=nonstopmode yuzhe_lan.tex >/dev/null && cp yuzhe_lan.pdf ../cvs/yuzhe_lan_cv.pdf
xelatex -interaction=nonstopmode xiao_jinghe.tex >/dev/null
pdftotext -layout xiao_jinghe.pdf xiao_jinghe_page.txt      # text of the photographed page
rm -f xiao_page*.png && pdftoppm -r 150 -png -f 1 -l 1 xiao_jinghe.pdf xiao_page
.venv/bin/python photo.py                                     # -> ../cvs/IMG_20251103_091244.jpg
.venv/bin/python make_docx.py                                 # -> the two .docx files
# kwek_jiahui_2022.txt, shi_langyu_ios.md and resume.json are written by hand in ../cvs
