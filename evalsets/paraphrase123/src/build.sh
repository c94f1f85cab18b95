#!/bin/bash
# Rebuilds everything in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
xelatex -interaction=batchmode zhong_yuche_cv.tex            # awesome-cv look-alike
TEXINPUTS=.:stubs: xelatex -interaction=batchmode lucia_ybarra_cv.tex   # moderncv classic, stub icon packages
xelatex -interaction=batchmode cen_shiyu_cv.tex              # ctex
xelatex -interaction=batchmode ni_xiaocheng_cv.tex           # ctex, becomes the phone photo
cp zhong_yuche_cv.pdf lucia_ybarra_cv.pdf cen_shiyu_cv.pdf ../cvs/
.venv/bin/python make_docx.py
pdftotext ni_xiaocheng_cv.pdf ni_xiaocheng_page.txt          # text of the photographed page
pdftoppm -r 150 -png ni_xiaocheng_cv.pdf ni_page
.venv/bin/python make_photo.py
# ../cvs/yaochuan_leng_resume_2020.txt, ../cvs/冷曜川_简历_2026.md and ../cvs/tove_ekstrand.json are hand-written.
