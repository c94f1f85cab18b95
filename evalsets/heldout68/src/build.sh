#!/bin/sh
# Rebuilds every file in ../cvs from the sources here. Needs xelatex (ctex), poppler, and .venv
# (python-docx, pypdf, pillow). The .txt and .json CVs are hand-written directly in ../cvs.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode helena_vasconcelos.tex >/dev/null
cp helena_vasconcelos.pdf ../cvs/Helena_Vasconcelos_CV.pdf
xelatex -interaction=nonstopmode yi_wendi_zh.tex >/dev/null
cp yi_wendi_zh.pdf "../cvs/易闻笛_DFT_简历.pdf"
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode ge_mingyue_zh.tex >/dev/null
pdftotext ge_mingyue_zh.pdf ge_mingyue_zh_page.txt      # text of the photographed page
pdftoppm -r 150 -png ge_mingyue_zh.pdf page
.venv/bin/python make_photo.py                          # -> ../cvs/IMG_20261103_184512.jpg
rm -f *.aux *.log
