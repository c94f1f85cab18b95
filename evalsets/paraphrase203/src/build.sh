#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -d .venv ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
for t in xian_haoning henrike_oosterbaan wojciech_pawlak zhen_kaile; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp xian_haoning.pdf ../cvs/xian_haoning_cv.pdf
cp henrike_oosterbaan.pdf wojciech_pawlak.pdf ../cvs/
pdftotext -layout zhen_kaile.pdf zhen_kaile_page.txt      # text of the photographed page
pdftoppm -r 150 -png zhen_kaile.pdf zhen_kaile_page
.venv/bin/python make_photo.py                             # -> ../cvs/IMG_20251108_094512.jpg
.venv/bin/python make_docx.py                              # -> the two .docx files
# yating_qu_cv_2021.txt, 穆晓岩-数据科学家.md and fang_yiqiao.resume.json are hand-written in ../cvs
