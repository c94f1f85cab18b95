#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
T=/tmp/h160; mkdir -p $T
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode -output-directory=$T xue_jiawen_en.tex >/dev/null
cp $T/xue_jiawen_en.pdf ../cvs/Jiawen_Xue_CV.pdf
xelatex -interaction=nonstopmode -output-directory=$T gou_mingyu_zh.tex >/dev/null
cp $T/gou_mingyu_zh.pdf ../cvs/苟明禹_简历.pdf
.venv/bin/python make_docx.py
# JSON Resume (cvs/lanxin_qu.resume.json) and old text CV (cvs/菅欣妍_简历_2023.txt) are hand-written in place.
xelatex -interaction=nonstopmode -output-directory=$T jian_xinyan_2026_page.tex >/dev/null
pdftotext $T/jian_xinyan_2026_page.pdf jian_xinyan_2026_page.txt
pdftoppm -r 150 -png -singlefile $T/jian_xinyan_2026_page.pdf $T/jxy
.venv/bin/python make_photo.py $T/jxy.png "../cvs/IMG_20261103_菅欣妍简历.jpg"
echo built
