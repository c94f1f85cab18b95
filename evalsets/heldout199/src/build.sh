#!/bin/bash
# Rebuild all CV files of heldout199 from the sources in src/ (run from src/).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
cd tex
for f in ingrid_salvesen han_muye he_qingyuan_2026; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cd ..
cp tex/ingrid_salvesen.pdf ../cvs/Ingrid_Salvesen_CV.pdf
cp tex/han_muye.pdf "../cvs/韩牧野_简历.pdf"
# the 2026 CV of 贺清源 exists only as a phone photo; keep the page text for quote checks
pdftotext -f 1 -l 1 tex/he_qingyuan_2026.pdf he_qingyuan_2026_photo_page.txt
pdftoppm -r 150 -png tex/he_qingyuan_2026.pdf page
.venv/bin/python make_photo.py page-1.png "../cvs/贺清源_简历_2026_手机拍照.jpg"
rm -f page-1.png
.venv/bin/python make_docx.py
# cvs/贺清源_简历_2022.txt and cvs/imogen_okeke.resume.json are hand-written (no generator)
