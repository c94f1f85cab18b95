#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
# stub icon packages (moderncv's icon packages are not installed)
for p in fontawesome5; do printf '\\ProvidesPackage{%s}\n\\newcommand*{\\faIcon}[2][]{}\n' $p > $p.sty; done
echo '\ProvidesPackage{academicons}' > academicons.sty
for t in mi_jiachuan_2026 shan_yanru_cv pellow_cv yu_pengcheng; do xelatex -interaction=batchmode $t.tex >/dev/null; done
cp mi_jiachuan_2026.pdf ../cvs/mi_jiachuan_2026.pdf
cp shan_yanru_cv.pdf ../cvs/yanru_shan_cv.pdf
cp pellow_cv.pdf ../cvs/Georgiana_Pellow_CV_2026.pdf
pdftotext -layout yu_pengcheng.pdf yu_pengcheng_page_text.txt
pdftoppm -r 150 -png -singlefile yu_pengcheng.pdf yu_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# the .md, .txt and .json CVs are written by hand directly in ../cvs
