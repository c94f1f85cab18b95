#!/bin/sh
# Rebuild all CV files of heldout281 into ../cvs (run from src/).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=batchmode geng_shuo_zh.tex >/dev/null && cp geng_shuo_zh.pdf ../cvs/耿朔_简历.pdf
xelatex -interaction=batchmode petra_mallinson.tex >/dev/null && cp petra_mallinson.pdf ../cvs/Petra_Mallinson_CV.pdf  # stub fontawesome5.sty/academicons.sty here
.venv/bin/python make_docx.py
xelatex -interaction=batchmode qu_shaobo_2026.tex >/dev/null
pdftotext qu_shaobo_2026.pdf qu_shaobo_2026_page.txt      # text of the photographed page
pdftoppm -r 150 -png -singlefile qu_shaobo_2026.pdf qs_page
.venv/bin/python make_photo.py
# cvs/栾舒禾-桥梁结构工程师.md and cvs/qu_shaobo_cv_2022.txt are hand-written (no source step)
