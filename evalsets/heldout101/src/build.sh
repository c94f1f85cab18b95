#!/bin/bash
# Rebuilds cvs/ from src/. Needs xelatex (TeX Live + ctex + moderncv), poppler, fonts-noto-cjk,
# and src/.venv with python-docx, pypdf, pillow, pyyaml.
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python
xelatex -interaction=nonstopmode li_chengkai_zh.tex >/dev/null
cp li_chengkai_zh.pdf ../cvs/
TEXINPUTS=./stubs//: xelatex -interaction=nonstopmode margarida_quintela_cv.tex >/dev/null   # stub icon packages
cp margarida_quintela_cv.pdf ../cvs/
$PY make_docx.py
xelatex -interaction=nonstopmode jin_yuxiao_photo.tex >/dev/null
pdftotext jin_yuxiao_photo.pdf jin_yuxiao_photo_page.txt
pdftoppm -r 150 -png -singlefile jin_yuxiao_photo.pdf jin_page
$PY make_photo.py
# haoqing_mai.md and maihaoqing_resume_2022.txt are hand-written directly in cvs/
rm -f *.aux *.log *.out
$PY check_evidence.py
