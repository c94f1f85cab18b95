#!/bin/bash
# Rebuild cvs/ from src/. Needs xelatex (moderncv, ctex), poppler-utils, and src/.venv (python-docx, pillow).
set -e
cd "$(dirname "$0")"
B=build; mkdir -p $B
export TEXINPUTS=.:./stubs:
for t in stellan_tollefsen_cv feng_zhuoyan_cv vesna_draganic_page; do
  xelatex -interaction=nonstopmode -halt-on-error -output-directory=$B $t.tex >/dev/null
done
cp $B/stellan_tollefsen_cv.pdf ../cvs/stellan_tollefsen_cv.pdf
cp $B/feng_zhuoyan_cv.pdf ../cvs/封卓言_简历.pdf
.venv/bin/python make_docx.py
# the phone photo: page -> PNG -> Pillow effects -> JPG (no text layer)
pdftotext -layout $B/vesna_draganic_page.pdf vesna_draganic_page.txt
pdftoppm -r 150 -png -singlefile $B/vesna_draganic_page.pdf $B/vd
.venv/bin/python make_photo.py $B/vd.png ../cvs/IMG_20261103_184512.jpg
