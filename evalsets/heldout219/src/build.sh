#!/bin/bash
# Rebuilds the generated CV files in ../cvs (the two .txt CVs are written by hand in cvs/).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode tou_peiling_zh.tex >/dev/null && cp tou_peiling_zh.pdf ../cvs/钭佩苓_简历.pdf
xelatex -interaction=nonstopmode nadia_kurosawa.tex >/dev/null && cp nadia_kurosawa.pdf ../cvs/nadia_kurosawa_cv.pdf
xelatex -interaction=nonstopmode eilidh_carmichael_2026.tex >/dev/null
pdftotext eilidh_carmichael_2026.pdf eilidh_carmichael_2026_page.txt   # text of the photographed page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
rm -f *.aux *.log
