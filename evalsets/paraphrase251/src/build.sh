#!/bin/bash
# Rebuild all generated CV files into ../cvs (md, txt and json CVs are hand-written in cvs/).
set -e
cd "$(dirname "$0")"
for t in qi_yuchuan_zh adrian_wirjono linyan_qu_cv xian_ruoyao_zh; do xelatex -interaction=batchmode $t.tex >/dev/null; done
cp qi_yuchuan_zh.pdf adrian_wirjono.pdf linyan_qu_cv.pdf ../cvs/
pdftotext -layout xian_ruoyao_zh.pdf xian_ruoyao_page.txt      # text of the photographed page
pdftoppm -r 150 -png -singlefile xian_ruoyao_zh.pdf xian_page
.venv/bin/python make_photo.py                                   # -> ../cvs/IMG_20261114_093512.jpg
.venv/bin/python make_docx.py                                    # -> two DOCX files
