#!/bin/bash
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
B=$(mktemp -d); trap "rm -rf $B" EXIT
for f in rhiannon_pryce kuang_siyu_2026 yan_shuheng_page; do xelatex -interaction=nonstopmode -output-directory=$B $f.tex >/dev/null; done
cp $B/rhiannon_pryce.pdf ../cvs/Rhiannon_Pryce_CV.pdf
cp $B/kuang_siyu_2026.pdf ../cvs/邝思妤_推荐算法_2026.pdf
pdftotext -layout $B/yan_shuheng_page.pdf yan_shuheng_page.txt     # text of the photographed page
pdftoppm -r 150 -png $B/yan_shuheng_page.pdf $B/ysh
.venv/bin/python make_photo.py $B/ysh-1.png "../cvs/IMG_20261103_阎书衡.jpg"
.venv/bin/python make_docx.py
# the two .md, the .txt and the .json CVs are written by hand directly in ../cvs
