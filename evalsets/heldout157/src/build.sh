#!/bin/sh
# Rebuilds every file in ../cvs from the sources here. Run from src/.
set -e
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow typst
.venv/bin/python -c "import typst; typst.compile('solbakken.typ', output='../cvs/ingrid_solbakken_cv.pdf')"
xelatex -interaction=nonstopmode peng_shuyao.tex >/dev/null && cp peng_shuyao.pdf ../cvs/彭舒窈_供应链分析_简历.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode bian_siwan_2026.tex >/dev/null
pdftotext -layout bian_siwan_2026.pdf bian_siwan_2026_page.txt
pdftoppm -r 150 -png -singlefile bian_siwan_2026.pdf bian_page
.venv/bin/python make_photo.py && rm -f bian_page.png
# cvs/lim_wen_xuan_frontend.md and cvs/卞思琬_简历_2021.txt are hand-written (no source).
