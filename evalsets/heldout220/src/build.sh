#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode wan_yuheng.tex >/dev/null
cp wan_yuheng.pdf ../cvs/万语珩_射频工程师.pdf
TEXINPUTS=./texstubs//: xelatex -interaction=nonstopmode tobias_wendling.tex >/dev/null
cp tobias_wendling.pdf ../cvs/Tobias_Wendling_CV.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode yin_chengxiao_2026.tex >/dev/null
pdftotext yin_chengxiao_2026.pdf yin_chengxiao_2026_page.txt   # text of the photographed page
pdftoppm -r 150 -png -singlefile yin_chengxiao_2026.pdf yin_page
.venv/bin/python make_photo.py
# piotr_zareba_resume.json and 殷承骁_简历_2021.txt are hand-written directly in ../cvs
