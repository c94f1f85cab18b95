#!/bin/bash
# Builds the PDFs and the photo in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
mkdir -p build ../cvs
export TEXINPUTS=.:$TEXINPUTS
for t in kronborg xuanran weilin_du shi_mingkai; do
  xelatex -interaction=nonstopmode -output-directory=build $t.tex >/dev/null
done
cp build/kronborg.pdf ../cvs/mattias_kronborg_cv.pdf
cp build/xuanran.pdf ../cvs/许安然_简历.pdf
cp build/weilin_du.pdf ../cvs/weilin_du_resume.pdf
# phone photo of Shi Mingkai's page: keep its text for quote checks, no text layer in the jpg
pdftotext -layout build/shi_mingkai.pdf shi_mingkai_photo_page.txt
pdftoppm -r 150 -png -singlefile build/shi_mingkai.pdf build/shi_page
.venv/bin/python make_photo.py build/shi_page.png ../cvs/shi_mingkai_resume_photo.jpg
.venv/bin/python make_docx.py
cp cao_lichuan_2021.txt ../cvs/曹立川_简历_2021.txt
cp renee_baptiste.md ../cvs/renee_baptiste_resume.md
cp chengyufei.md ../cvs/程雨菲_cv.md
