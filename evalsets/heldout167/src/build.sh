#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
xelatex -interaction=nonstopmode jian_yucheng.tex >/dev/null
cp jian_yucheng.pdf "../cvs/简雨澄_水处理工艺.pdf"
xelatex -interaction=nonstopmode mareike_holtmann.tex >/dev/null   # uses stub fontawesome5.sty/academicons.sty
cp mareike_holtmann.pdf ../cvs/Mareike_Holtmann_CV.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode lorenzo_castiglioni_2026.tex >/dev/null
pdftotext -layout lorenzo_castiglioni_2026.pdf lorenzo_castiglioni_2026_page.txt
.venv/bin/python make_photo.py
# cvs/伍晓澜_采购简历.md and cvs/lorenzo_castiglioni_cv_2021.txt are hand-written (no build step).
