#!/bin/sh
# Rebuilds every file in ../cvs from the sources here. Run from src/.
set -e
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
xelatex -interaction=nonstopmode morcombe_cv.tex && cp morcombe_cv.pdf ../cvs/thaddeus_morcombe_cv.pdf
xelatex -interaction=nonstopmode chen_jiayi_zh.tex && cp chen_jiayi_zh.pdf ../cvs/陈嘉懿_简历.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode pang_minghui_2026_zh.tex
pdftotext -layout pang_minghui_2026_zh.pdf pang_minghui_2026_zh_page.txt   # text of the photographed page
pdftoppm -r 150 -png pang_minghui_2026_zh.pdf pang_page
.venv/bin/python make_photo.py          # -> ../cvs/IMG_20261108_194512.jpg (no text layer)
# grainne_tolland_resume.txt and minghui_pang_cv_2022.md are written by hand directly in ../cvs
