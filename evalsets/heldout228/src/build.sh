#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode qu_haifeng_zh.tex >/dev/null
cp qu_haifeng_zh.pdf "../cvs/瞿海峰_FPGA工程师_简历.pdf"
TEXINPUTS=./stubs//: xelatex -interaction=nonstopmode sigrid_lyngstad.tex >/dev/null   # stubs/ replaces missing icon packages
cp sigrid_lyngstad.pdf ../cvs/Sigrid_Lyngstad_CV.pdf
.venv/bin/python make_docx.py
python3 make_json.py
# ../cvs/leong_kah_wai_cv_2022.txt is hand-written (old CV); the newer CV is a phone photo:
xelatex -interaction=nonstopmode leong_kah_wai_2026.tex >/dev/null
pdftotext -layout leong_kah_wai_2026.pdf leong_kah_wai_2026_page.txt   # text of the photographed page
pdftoppm -r 150 -png -singlefile leong_kah_wai_2026.pdf leong_page
.venv/bin/python make_photo.py
rm -f *.aux *.log *.out
