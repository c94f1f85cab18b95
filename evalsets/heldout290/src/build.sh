#!/bin/bash
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode rowan_petrakis.tex >/dev/null && cp rowan_petrakis.pdf ../cvs/
xelatex -interaction=nonstopmode shao_yuchen_zh.tex >/dev/null && cp shao_yuchen_zh.pdf ../cvs/
# older English CV of Shao Yuchen: printed, photographed (no text layer); page text kept here
xelatex -interaction=nonstopmode shao_yuchen_en_2023.tex >/dev/null
pdftotext shao_yuchen_en_2023.pdf shao_yuchen_en_2023_page.txt
pdftoppm -r 150 -png shao_yuchen_en_2023.pdf page
.venv/bin/python make_photo.py && rm -f page-1.png
.venv/bin/python make_docx.py
# cvs/钱知乔_供应链计划.md and cvs/zhixin_yuan_resume.json are hand-written (the source is the file itself)
rm -f *.aux *.log
