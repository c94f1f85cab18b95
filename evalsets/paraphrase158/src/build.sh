#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
for t in mai_jiaying_zh rhona_petheridge seojin_yoon; do xelatex -interaction=nonstopmode $t.tex >/dev/null; cp $t.pdf ../cvs/; done
.venv/bin/python make_docx.py
# phone photo of Freya Hollingworth's CV (page text kept as IMG_20261103_184512.txt)
xelatex -interaction=nonstopmode freya_hollingworth.tex >/dev/null
pdftotext -layout freya_hollingworth.pdf IMG_20261103_184512.txt
pdftoppm -r 150 -png -f 1 -l 1 freya_hollingworth.pdf freya_page
.venv/bin/python make_photo.py freya_page-1.png ../cvs/IMG_20261103_184512.jpg
rm -f freya_page-1.png *.aux *.log *.out
# the .md, .txt and .json CVs are hand-written directly in ../cvs
