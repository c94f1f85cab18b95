#!/bin/sh
# Rebuilds every generated CV in ../cvs (the .md, .txt and .json files are hand-written in ../cvs).
set -e
cd "$(dirname "$0")"
for f in mi_wenhan_zh rasmus_eklof_cv tingfeng_yan_cv zanele_mahlangu_cv; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp mi_wenhan_zh.pdf "../cvs/宓文翰_简历.pdf"
cp rasmus_eklof_cv.pdf ../cvs/Rasmus_Eklof_CV.pdf
cp tingfeng_yan_cv.pdf ../cvs/tingfeng_yan_cv_2026.pdf
pdftotext -layout zanele_mahlangu_cv.pdf zanele_mahlangu_page1.txt   # text of the photographed page
pdftoppm -r 150 -png zanele_mahlangu_cv.pdf zpage
.venv/bin/python make_photo.py zpage-1.png ../cvs/IMG_20260914_183052.jpg
.venv/bin/python make_docx.py
