#!/bin/sh
# Rebuild the CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
for t in lorna_wedderburn guan_yancheng_zh philippa_greaves_2026; do
  xelatex -interaction=batchmode $t.tex >/dev/null || true   # moderncv stubs give harmless warnings
  cp $t.pdf ../cvs/
done
# the photographed page: render, keep its text here, photo-ify with Pillow
xelatex -interaction=batchmode he_ruolan_zh.tex >/dev/null || true
pdftotext he_ruolan_zh.pdf he_ruolan_zh_page.txt
pdftoppm -r 150 -png he_ruolan_zh.pdf page
.venv/bin/python make_photo.py && rm -f page-1.png
.venv/bin/python make_docx.py
# ruairi_maclennan.md, zhayanning_cv.txt and meng_qiaoyun.resume.json are written by hand in ../cvs
