#!/bin/sh
# Rebuilds cvs/ from these sources. Needs xelatex (ctex), poppler, and the venv in src/.venv
# (python-docx, pypdf, pillow). ImageMagick was not available, so make_photo.py uses Pillow.
set -e
cd "$(dirname "$0")"
xelatex -interaction=batchmode magnus_ostergaard.tex && cp magnus_ostergaard.pdf ../cvs/
xelatex -interaction=batchmode zong_yuchen_zh.tex && cp zong_yuchen_zh.pdf ../cvs/
.venv/bin/python make_docx.py
# 黎晓筠_运营分析_简历.txt and jinyu_rong_resume.json were written by hand directly in cvs/
xelatex -interaction=batchmode rong_jinyu_2023_zh.tex
pdftotext rong_jinyu_2023_zh.pdf rong_jinyu_2023_zh.page.txt   # text of the photographed page
pdftoppm -r 150 -png -singlefile rong_jinyu_2023_zh.pdf page
.venv/bin/python make_photo.py      # -> ../cvs/IMG_20231105_142233.jpg (no text layer)
mv rong_jinyu_2023_zh.pdf rong_jinyu_2023_zh.printed.pdf
rm -f *.aux *.log page.png
