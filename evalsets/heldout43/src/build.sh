#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
for t in oskar_lindfors_cv zhang_shuting_resume wan_ziheng_2026; do
  xelatex -interaction=nonstopmode "$t.tex" >/dev/null
done
cp oskar_lindfors_cv.pdf zhang_shuting_resume.pdf ../cvs/
pdftotext wan_ziheng_2026.pdf wan_ziheng_2026_page.txt      # text of the photographed page
pdftoppm -r 150 -png wan_ziheng_2026.pdf page
.venv/bin/python make_photo.py                             # -> ../cvs/IMG_20261103_142215.jpg
.venv/bin/python make_docx.py                              # -> the two .docx files
rm -f page-1.png *.aux *.log *.out
# ../cvs/weiran_kong.md is hand-written (its source is itself)
