#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder (run from src/).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode viktor_rendahl_cv.tex >/dev/null   # needs the stub fontawesome5.sty/academicons.sty here
cp viktor_rendahl_cv.pdf ../cvs/viktor_rendahl_cv.pdf
xelatex -interaction=nonstopmode zhan_mubai_2026.tex >/dev/null
cp zhan_mubai_2026.pdf "../cvs/简历_詹慕白_2026.pdf"
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode rutendo_moyo.tex >/dev/null
pdftotext rutendo_moyo.pdf rutendo_moyo_page.txt    # text of the photographed page
.venv/bin/python make_photo.py && rm -f rm_page.png
# cvs/zhan_mubai_2023.md and cvs/hamza_idrissi.txt are written by hand.
