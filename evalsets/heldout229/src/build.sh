#!/bin/bash
# Rebuild cvs/ from src/ (run from src/). Needs xelatex, poppler, the venv in src/.venv.
set -e
cd "$(dirname "$0")"
for t in oluchi_anozie_cv zong_qilan_resume kan_muzhou_2026_photo; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp oluchi_anozie_cv.pdf zong_qilan_resume.pdf ../cvs/
.venv/bin/python make_docx.py
pdftotext kan_muzhou_2026_photo.pdf kan_muzhou_2026_photo.txt   # text of the photographed page
pdftoppm -r 150 -png -singlefile kan_muzhou_2026_photo.pdf kan_page
.venv/bin/python make_photo.py && rm kan_page.png
# cvs/樊悦宁_CRA简历.md and cvs/kan_muzhou_2022.txt are hand-written in place.
