#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
for t in bian_shuoning weng_zhaolin yin_heming_2026 situ_xiaolei; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp bian_shuoning.pdf "../cvs/卞朔宁_光模块工程师.pdf"
cp weng_zhaolin.pdf ../cvs/Weng_Zhaolin_CV.pdf
cp yin_heming_2026.pdf ../cvs/Heming_Yin_Resume_2026.pdf
pdftotext situ_xiaolei.pdf situ_xiaolei_page_text.txt
pdftoppm -r 150 -png -singlefile situ_xiaolei.pdf situ_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# rafael_montesinho.md, 尹鹤鸣_简历_2022.txt and annelore_tiemersma.resume.json are written by hand in ../cvs
