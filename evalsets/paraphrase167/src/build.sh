#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
for t in xing_zimo_zh fenna_zwartjes jiarui_tang bu_jiayi_zh; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp xing_zimo_zh.pdf "../cvs/邢子墨_验证工程师.pdf"
cp fenna_zwartjes.pdf ../cvs/Fenna_Zwartjes_CV.pdf
cp jiarui_tang.pdf ../cvs/JiaruiTang_Resume_2026.pdf
.venv/bin/python make_docx.py
# phone photo of Bu Jiayi's one-page CV; its text is kept in IMG_20260914_101532.page.txt
pdftotext -layout bu_jiayi_zh.pdf IMG_20260914_101532.page.txt
pdftoppm -r 150 -png bu_jiayi_zh.pdf bj
.venv/bin/python make_photo.py bj-1.png ../cvs/IMG_20260914_101532.jpg
rm -f bj-1.png
# the .md, .txt and .resume.json CVs are hand-written directly in ../cvs
