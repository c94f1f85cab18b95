#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode yan_muqing_zh.tex >/dev/null && cp yan_muqing_zh.pdf ../cvs/yan_muqing_zh.pdf
xelatex -interaction=nonstopmode cormac_delahunty.tex >/dev/null && cp cormac_delahunty.pdf ../cvs/Cormac_Delahunty_CV.pdf
# Sheng Yicheng's 2026 CV: printed page -> phone photo (JPEG, no text layer)
xelatex -interaction=nonstopmode sheng_yicheng_2026_print.tex >/dev/null
pdftotext -layout sheng_yicheng_2026_print.pdf sheng_yicheng_2026_photo_text.txt
pdftoppm -r 150 -png -f 1 -l 1 sheng_yicheng_2026_print.pdf sy_page
.venv/bin/python make_photo.py sy_page-1.png ../cvs/IMG_20261014_213507.jpg
.venv/bin/python make_docx.py
# ../cvs/saffron_whitmore_cv.txt is hand-written (no source)
