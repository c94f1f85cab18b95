#!/bin/sh
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
B=build; mkdir -p $B
xelatex -interaction=nonstopmode -output-directory=$B renata_valdeolmillos_cv.tex >/dev/null
cp $B/renata_valdeolmillos_cv.pdf ../cvs/Renata_Valdeolmillos_CV.pdf
xelatex -interaction=nonstopmode -output-directory=$B kan_siyi_zh.tex >/dev/null
cp $B/kan_siyi_zh.pdf ../cvs/阚思屹_SRE_简历.pdf
xelatex -interaction=nonstopmode -output-directory=$B siyi_kan_2021_en.tex >/dev/null
pdftotext -layout $B/siyi_kan_2021_en.pdf IMG_20210214_0932.page.txt
pdftoppm -r 150 -png -singlefile $B/siyi_kan_2021_en.pdf $B/siyi_page
.venv/bin/python make_photo.py $B/siyi_page.png ../cvs/IMG_20210214_0932.jpg
.venv/bin/python make_docx.py
# hester_pilkington.md and qiu_xiaoheng_resume.json are written by hand directly in ../cvs
