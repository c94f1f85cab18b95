#!/bin/sh
# Rebuild all CV files of heldout171 from these sources.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode liu_zhendong.tex >/dev/null
cp liu_zhendong.pdf "../cvs/柳振东_结构工程师_简历.pdf"
xelatex -interaction=nonstopmode leah_pennington.tex >/dev/null   # stub fontawesome5/academicons .sty here
cp leah_pennington.pdf ../cvs/Leah_Pennington_CV.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode rebecca_olatunji_2026.tex >/dev/null
pdftotext rebecca_olatunji_2026.pdf rebecca_olatunji_2026_page.txt
pdftoppm -r 150 -png -singlefile rebecca_olatunji_2026.pdf rebecca_page
.venv/bin/python make_photo.py
# cvs/简历_FPGA_梅振宇.md and cvs/rebecca_olatunji_cv_2021.txt are hand-written (no source step)
