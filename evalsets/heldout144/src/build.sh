#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
xelatex -interaction=nonstopmode kaveh_moradi.tex >/dev/null
cp kaveh_moradi.pdf ../cvs/kaveh_moradi_cv.pdf
xelatex -interaction=nonstopmode quan_siqi.tex >/dev/null
cp quan_siqi.pdf ../cvs/全思齐_药物警戒_简历.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode luo_xinghe_2026.tex >/dev/null
pdftotext -layout luo_xinghe_2026.pdf luo_xinghe_2026_page_text.txt
pdftoppm -r 150 -png -singlefile luo_xinghe_2026.pdf luo_page
.venv/bin/python make_photo.py
# matteo_sciarra.resume.json and 雒星禾_关卡策划_2022.txt are hand-written directly in ../cvs
