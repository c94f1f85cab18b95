#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder (run from src/).
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow pyyaml
xelatex -interaction=nonstopmode lu_shiheng_zh.tex >/dev/null && cp lu_shiheng_zh.pdf ../cvs/陆时衡_电力电子硬件.pdf
(cd hartigan && xelatex -interaction=nonstopmode fionnuala_hartigan.tex >/dev/null && cp fionnuala_hartigan.pdf ../../cvs/Fionnuala_Hartigan_CV.pdf)  # stub fontawesome5/academicons .sty in hartigan/
.venv/bin/python make_docx.py
(cd liang && xelatex -interaction=nonstopmode liang_2026.tex >/dev/null && pdftotext -layout liang_2026.pdf liang_2026_page.txt && pdftoppm -r 150 -png liang_2026.pdf page)
.venv/bin/python make_photo.py        # -> ../cvs/IMG_20260914_183207.jpg (text of the page: liang/liang_2026_page.txt)
# ../cvs/花语晨-内容安全.md and ../cvs/liang_zhuoheng_cv_2022.txt are hand-written and live in cvs/ directly.
