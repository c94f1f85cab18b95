#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
xelatex -interaction=nonstopmode bronwen_teague.tex >/dev/null && cp bronwen_teague.pdf ../cvs/Bronwen_Teague_CV.pdf
xelatex -interaction=nonstopmode xie_mingxi_2026.tex >/dev/null && cp xie_mingxi_2026.pdf "../cvs/解明曦_简历_2026.pdf"
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode kong_zhaoqi_page.tex >/dev/null
pdftotext -layout kong_zhaoqi_page.pdf IMG_20261103_184512.page.txt
pdftoppm -r 150 -png kong_zhaoqi_page.pdf kong_page
.venv/bin/python make_photo.py
rm -f kong_page-1.png *.aux *.log
# mu_haoqian_resume.txt and nneka_okereke.md are written by hand directly in ../cvs
