#!/bin/bash
# Rebuilds cvs/ from src/. Needs xelatex (ctex, moderncv), poppler, src/.venv (python-docx, pillow).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode jing_yifan_zh.tex >/dev/null && cp jing_yifan_zh.pdf ../cvs/
xelatex -interaction=nonstopmode hemant_joshi.tex >/dev/null && cp hemant_joshi.pdf ../cvs/   # moderncv casual, nosymbols (no fontawesome5 here)
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode ge_xiaolei_2026_en.tex >/dev/null
pdftotext ge_xiaolei_2026_en.pdf ge_xiaolei_2026_en_page.txt   # text of the photographed page
pdftoppm -r 150 -png -f 1 -l 1 ge_xiaolei_2026_en.pdf page
.venv/bin/python make_photo.py page-1.png ../cvs/IMG_20261103_184512.jpg
# cvs/戈晓蕾_简历_2022.md is hand-written (no source step).
