#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
# The .md and .txt CVs are hand-written directly in ../cvs (no source step).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
# moderncv wants fontawesome5/academicons (not installed): local stub .sty files here replace them.
xelatex -interaction=nonstopmode malik_osterhaus.tex >/dev/null && cp malik_osterhaus.pdf ../cvs/Malik_Osterhaus_CV.pdf
xelatex -interaction=nonstopmode song_zhiyao_zh.tex >/dev/null && cp song_zhiyao_zh.pdf ../cvs/宋知遥_简历.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode ouyang_che_zh.tex >/dev/null
pdftotext ouyang_che_zh.pdf ouyang_che_photo_page.txt      # text of the photographed page (for quote checks)
pdftoppm -r 150 -png -singlefile ouyang_che_zh.pdf ouyang_che_page
.venv/bin/python make_photo.py                              # -> ../cvs/欧阳澈_简历_手机拍照.jpg
rm -f *.aux *.log *.out
