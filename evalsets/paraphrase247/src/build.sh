#!/bin/bash
# Builds all CV files into ../cvs
set -e
cd "$(dirname "$0")"
for t in mi_chenhang_zh lou_mingjie she_jingyi xian_huilin_page; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp mi_chenhang_zh.pdf ../cvs/宓晨航_简历.pdf
cp lou_mingjie.pdf ../cvs/Mingjie_Lou_CV.pdf
cp she_jingyi.pdf ../cvs/JingyiShe_PR.pdf
pdftotext -layout xian_huilin_page.pdf xian_huilin_page.txt
pdftoppm -r 150 -png -singlefile xian_huilin_page.pdf xian_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
