#!/bin/bash
# Rebuild every file in ../cvs from the sources here. Run from src/.
set -e
cd "$(dirname "$0")"
B=/tmp/h66build; mkdir -p $B
# fontawesome5.sty / academicons.sty here are empty stand-ins (package missing on the build machine)
TEXINPUTS=.: xelatex -interaction=nonstopmode -output-directory=$B qu_yanting_cv.tex >/dev/null
cp $B/qu_yanting_cv.pdf ../cvs/Qu_Yanting_CV_2026.pdf
xelatex -interaction=nonstopmode -output-directory=$B cen_peilin_zh.tex >/dev/null
cp $B/cen_peilin_zh.pdf ../cvs/岑沛霖_游戏服务端.pdf
# phone photo of the printed 2023 Chinese CV (no text layer); page text kept in qu_yanting_zh_2023_page.txt
xelatex -interaction=nonstopmode -output-directory=$B qu_yanting_zh_2023.tex >/dev/null
pdftotext -layout $B/qu_yanting_zh_2023.pdf qu_yanting_zh_2023_page.txt
pdftoppm -r 150 -png -singlefile $B/qu_yanting_zh_2023.pdf $B/qzh
.venv/bin/python make_photo.py $B/qzh.png ../cvs/IMG_20230318_184522.jpg
.venv/bin/python make_docx.py
python3 make_json.py
# henna_kallio_resume.md is written by hand directly in ../cvs
