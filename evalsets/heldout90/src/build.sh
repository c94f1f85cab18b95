#!/bin/bash
# Rebuilds cvs/ from src/. Needs xelatex (moderncv, ctex), poppler, Noto CJK fonts, and src/.venv (python-docx, pillow).
set -e
cd "$(dirname "$0")"
cd tex
for f in tarun_bhattacharjee wu_jiashuo_2026 wu_jiashuo_2023_print; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp tarun_bhattacharjee.pdf ../../cvs/tarun_bhattacharjee_cv.pdf
cp wu_jiashuo_2026.pdf ../../cvs/武嘉朔_硬件工程师_2026.pdf
pdftotext -layout wu_jiashuo_2023_print.pdf ../wu_jiashuo_2023_photo_page.txt
pdftoppm -r 150 -png wu_jiashuo_2023_print.pdf /tmp/h90_old
cd ..
.venv/bin/python make_photo.py /tmp/h90_old-1.png "../cvs/IMG_20230518_武嘉朔简历.jpg"
.venv/bin/python make_docx.py
# cvs/alasdair_renwick_cv.txt and cvs/晋书苒_简历.md are written by hand (they are their own source).
