#!/bin/bash
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode -halt-on-error qin_yizhou_cv.tex >/dev/null
cp qin_yizhou_cv.pdf ../cvs/qin_yizhou_cv.pdf
xelatex -interaction=nonstopmode -halt-on-error kou_wenqian_zh.tex >/dev/null
cp kou_wenqian_zh.pdf ../cvs/寇文谦_简历.pdf
.venv/bin/python make_docx.py
# tang_mingzhe_resume_2022.md is written by hand directly in ../cvs
# phone photo: printed page -> PNG -> Pillow effects -> JPG (text of the page kept in chao_ruoxin_page.txt)
xelatex -interaction=nonstopmode -halt-on-error chao_ruoxin_zh.tex >/dev/null
pdftotext chao_ruoxin_zh.pdf chao_ruoxin_page.txt
pdftoppm -r 150 -png -singlefile chao_ruoxin_zh.pdf chao_page
.venv/bin/python make_photo.py
rm -f *.aux *.log *.out
