#!/bin/bash
# Rebuild every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
mkdir -p build
cd build
for f in dariush_farrokhzad kong_weiheng jin_weizhou_2026 jin_weizhou_2019_old; do
  xelatex -interaction=nonstopmode ../$f.tex >/dev/null
done
cp dariush_farrokhzad.pdf ../../cvs/dariush_farrokhzad.pdf
cp kong_weiheng.pdf ../../cvs/kong_weiheng_cv.pdf
cp jin_weizhou_2026.pdf ../../cvs/简历_靳维舟_2026.pdf
pdftotext -layout jin_weizhou_2019_old.pdf ../jin_weizhou_2019_photo_page.txt
pdftoppm -r 150 -png jin_weizhou_2019_old.pdf old_page
cd ..
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow pyyaml
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# mairead_hartnell.md, marek_wdowiak.json and 2026届_洪可欣_会计.txt are written by hand in ../cvs
