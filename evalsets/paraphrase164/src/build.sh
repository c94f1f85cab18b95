#!/bin/sh
# Rebuilds every CV in ../cvs (run from src/). Needs xelatex, pdftoppm, and .venv with python-docx + pillow.
set -e
cd "$(dirname "$0")"
for f in shi_yuncheng_zh leocadia_ferraz lin_qiaoyu_cv; do xelatex -interaction=nonstopmode $f.tex >/dev/null || true; cp $f.pdf ../cvs/; done
xelatex -interaction=nonstopmode yan_licheng_zh.tex >/dev/null
pdftotext -layout yan_licheng_zh.pdf yan_licheng_zh_page.txt   # text of the photographed page
pdftoppm -r 150 -png yan_licheng_zh.pdf page
.venv/bin/python make_photo.py        # -> ../cvs/IMG_20261103_214522.jpg (no text layer)
.venv/bin/python make_docx.py         # -> the two .docx files
# henrietta_lindgren.md, mateus_okonkwo.json and 林乔语_简历_2021.txt are written by hand directly in ../cvs
