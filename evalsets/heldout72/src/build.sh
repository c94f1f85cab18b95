#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
for t in xuan_yilan_cv hu_mingchuan_jianli zong_peiran_2022; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp xuan_yilan_cv.pdf hu_mingchuan_jianli.pdf ../cvs/
pdftotext -layout zong_peiran_2022.pdf zong_peiran_2022_photo_page.txt   # text of the photographed page
.venv/bin/python make_photo.py     # -> ../cvs/IMG_20221018_201533.jpg (no text layer)
.venv/bin/python make_docx.py      # -> ../cvs/zong_peiran_2026.docx
# renske_hofstra_cv.txt and odalys_brandao.md are written by hand directly in ../cvs
