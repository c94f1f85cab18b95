#!/bin/sh
# Rebuild every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode yin_baizhou.tex >/dev/null && cp yin_baizhou.pdf "../cvs/鄞柏舟_简历.pdf"
xelatex -interaction=nonstopmode ingrid_vatne.tex >/dev/null && cp ingrid_vatne.pdf ../cvs/Ingrid_Vatne_CV.pdf
.venv/bin/python make_docx.py
# newer CV of 崔悦澄: print, photograph (simulated); keep the page text for quote checks
xelatex -interaction=nonstopmode cui_yuecheng_2026.tex >/dev/null
pdftotext cui_yuecheng_2026.pdf cui_yuecheng_2026_page.txt
pdftoppm -r 150 -png -singlefile cui_yuecheng_2026.pdf cui_page
.venv/bin/python make_photo.py
# priit_kask.resume.json and 崔悦澄_简历_2022.txt are written by hand directly in ../cvs
rm -f *.aux *.log
