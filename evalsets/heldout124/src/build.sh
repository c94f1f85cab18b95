#!/bin/sh
# Rebuild all CV files of heldout124 from src/ (run from src/).
set -e
cd "$(dirname "$0")"
[ -d .venv ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode fangsiheng_zh.tex >/dev/null && cp fangsiheng_zh.pdf ../cvs/房思衡_Unity客户端.pdf
xelatex -interaction=nonstopmode ashby_awesome.tex >/dev/null && cp ashby_awesome.pdf ../cvs/Eliza_Ashby_CV_2026.pdf
xelatex -interaction=nonstopmode tshabalala.tex >/dev/null
pdftotext tshabalala.pdf tshabalala_page_text.txt
pdftoppm -r 150 -png tshabalala.pdf tshabalala_page
.venv/bin/python make_photo.py
# cvs/eliza_ashby_cv_2022.txt and cvs/tiberiu_nistor.resume.json are hand-written (no build step).
