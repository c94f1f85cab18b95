#!/bin/sh
# Rebuild every file in ../cvs from the sources in this folder. Needs xelatex, poppler, the venv.
set -e
cd "$(dirname "$0")"
T=/tmp/h320; mkdir -p $T
xelatex -interaction=nonstopmode -output-directory=$T qiming_ouyang_cv.tex >/dev/null
cp $T/qiming_ouyang_cv.pdf ../cvs/Qiming_Ouyang_CV_2026.pdf
xelatex -interaction=nonstopmode -output-directory=$T ning_haichao_zh.tex >/dev/null
cp $T/ning_haichao_zh.pdf ../cvs/宁海潮_简历.pdf
# the printed 2022 Chinese page of Qiming Ouyang, photographed (no text layer)
xelatex -interaction=nonstopmode -output-directory=$T ouyang_qiming_zh_2022.tex >/dev/null
pdftotext -layout $T/ouyang_qiming_zh_2022.pdf ouyang_qiming_zh_2022_page.txt
pdftoppm -r 150 -png -singlefile $T/ouyang_qiming_zh_2022.pdf $T/oq
.venv/bin/python photo.py $T/oq.png ../cvs/IMG_20220517_093412.jpg
.venv/bin/python make_docx.py
# otso_vahamaki.md and resume.json are written by hand directly in ../cvs
