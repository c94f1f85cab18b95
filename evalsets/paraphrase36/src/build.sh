#!/usr/bin/env bash
# Rebuilds everything in ../cvs from the sources here.
# .md / .txt / .json CVs are hand-written directly in ../cvs.
set -euo pipefail
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
# fontawesome5.sty / academicons.sty here are local icon stubs (fontawesome5 is not installed).
for t in tao_yuxiang_cv ivo_marinov_resume yan_ziqian_zh henrik_aasgaard_cv; do
  xelatex -interaction=nonstopmode "$t.tex" >/dev/null
done
cp tao_yuxiang_cv.pdf ivo_marinov_resume.pdf yan_ziqian_zh.pdf ../cvs/
.venv/bin/python make_docx.py
# phone photo of Henrik Aasgaard's page (no text layer); its text is kept in henrik_aasgaard_page1.txt
pdftotext -layout henrik_aasgaard_cv.pdf henrik_aasgaard_page1.txt
pdftoppm -r 150 -png henrik_aasgaard_cv.pdf ha_page
.venv/bin/python make_photo.py
