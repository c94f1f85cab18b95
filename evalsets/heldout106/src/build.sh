#!/bin/bash
# Rebuild the CV files in ../cvs from these sources.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode zhu_wanhe_2026.tex >/dev/null && cp zhu_wanhe_2026.pdf ../cvs/
TEXINPUTS=./texstubs//: xelatex -interaction=nonstopmode li_zeyuan_cv.tex >/dev/null && cp li_zeyuan_cv.pdf ../cvs/
xelatex -interaction=nonstopmode tong_qiming.tex >/dev/null
pdftotext -layout tong_qiming.pdf tong_qiming_page.txt      # text of the photographed page
pdftoppm -r 150 -png -singlefile tong_qiming.pdf tong_page
.venv/bin/python make_photo.py                                # -> ../cvs/IMG_20261103_141522.jpg
.venv/bin/python make_docx.py                                 # -> ../cvs/keshav_nandakumar_cv.docx
# cvs/zhuwanhe_简历_2023.txt and cvs/hanne_vestergaard.resume.json are written by hand.
