#!/bin/sh
# Rebuild all CV files of heldout180 into ../cvs (run from src/).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
TEXINPUTS=./stubs//: xelatex -interaction=nonstopmode rhiannon_teasdale.tex >/dev/null
cp rhiannon_teasdale.pdf ../cvs/Rhiannon_Teasdale_CV.pdf
xelatex -interaction=nonstopmode lao_qirui.tex >/dev/null
cp lao_qirui.pdf "../cvs/劳启睿_封装工程师_简历.pdf"
.venv/bin/python make_docx.py
#伍思瑜-直播运营.md and nandini_sreekumar_cv_2018.txt are hand-written directly in ../cvs
xelatex -interaction=nonstopmode nandini_sreekumar_2026.tex >/dev/null
pdftotext -layout nandini_sreekumar_2026.pdf nandini_sreekumar_2026_page.txt
pdftoppm -r 150 -png -singlefile nandini_sreekumar_2026.pdf ns_page
.venv/bin/python make_photo.py
rm -f *.aux *.log *.out ns_page.png
