#!/bin/sh
# Rebuild every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
for t in yan_ziheng_zh ilona_westerberg yu_xinghe_zh_2025; do
  xelatex -interaction=nonstopmode -halt-on-error $t.tex >/dev/null
done
cp yan_ziheng_zh.pdf ilona_westerberg.pdf ../cvs/
.venv/bin/python make_docx.py
pdftotext yu_xinghe_zh_2025.pdf yu_xinghe_photo_page.txt     # text of the photographed page (for quote checks)
rm -f page-*.png; pdftoppm -r 150 -png -f 1 -l 1 yu_xinghe_zh_2025.pdf page
.venv/bin/python make_photo.py
# cvs/rhona_kilgour_cv.md and cvs/xinghe_yu.resume.json are hand-written (no build step).
