#!/bin/bash
# Rebuild cvs/ from src/ (run from src/). .txt and .md CVs are written by hand directly in cvs/.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode he_jiali_zh.tex >/dev/null && cp he_jiali_zh.pdf ../cvs/贺嘉栎_简历.pdf
xelatex -interaction=nonstopmode xinyi_an_cv.tex >/dev/null && cp xinyi_an_cv.pdf ../cvs/Xinyi_An_PM_2026.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode kateryna_hulak.tex >/dev/null
pdftotext kateryna_hulak.pdf kateryna_hulak_page.txt      # text of the photographed page
pdftoppm -r 150 -png kateryna_hulak.pdf kh_page
.venv/bin/python make_photo.py
rm -f *.aux *.log
