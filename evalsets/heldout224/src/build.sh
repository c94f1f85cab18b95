#!/bin/sh
# Rebuild every file in ../cvs from these sources. Needs xelatex, poppler, and .venv with python-docx, pillow.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode priya_venkataraghavan.tex >/dev/null   # uses stub fontawesome5.sty / academicons.sty
cp priya_venkataraghavan.pdf ../cvs/priya_venkataraghavan_cv.pdf
xelatex -interaction=nonstopmode chai_kexin.tex >/dev/null
cp chai_kexin.pdf ../cvs/柴可馨_简历.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode shang_yutong_2026.tex >/dev/null
pdftotext shang_yutong_2026.pdf shang_yutong_2026_page.txt
pdftoppm -r 150 -png -singlefile shang_yutong_2026.pdf shang_page
.venv/bin/python make_photo.py     # -> ../cvs/IMG_20261103_214507.jpg (no text layer)
rm -f shang_page.png *.aux *.log *.out
# ../cvs/mingkai_xue.resume.json and ../cvs/尚雨桐_简历_2022.txt are hand-written (no build step).
.venv/bin/python check_evidence.py
