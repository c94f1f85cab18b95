#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
(cd yc && xelatex -interaction=nonstopmode yetunde_colquitt.tex >/dev/null && cp yetunde_colquitt.pdf ../../cvs/)   # stub fontawesome5/academicons .sty here
(cd jmy && xelatex -interaction=nonstopmode ji_muyang_cv.tex >/dev/null && cp ji_muyang_cv.pdf ../../cvs/)
.venv/bin/python tv/make_docx.py
(cd shz && xelatex -interaction=nonstopmode shao_haizhou_2026.tex >/dev/null \
   && pdftotext shao_haizhou_2026.pdf shao_haizhou_2026_page_text.txt \
   && pdftoppm -r 150 -png -singlefile shao_haizhou_2026.pdf page-1 && ../.venv/bin/python make_photo.py)
# cvs/蓝晓棠_简历.md and cvs/邵海舟_简历_2021.txt are hand-written (no source step).
