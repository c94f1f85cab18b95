#!/bin/bash
# Rebuilds heldout96/cvs from src/. Needs xelatex (moderncv, xeCJK), fonts-noto-cjk, poppler,
# and src/.venv with python-docx, pypdf, pillow. fontawesome5.sty / academicons.sty here are stubs.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode jia_shucen_2026.tex >/dev/null
cp jia_shucen_2026.pdf ../cvs/郏书岑_简历_2026.pdf
xelatex -interaction=nonstopmode pei_shaoheng.tex >/dev/null
cp pei_shaoheng.pdf ../cvs/shaoheng_pei_cv.pdf
.venv/bin/python make_docx.py                      # -> ../cvs/简历_郏书岑_2023.docx
xelatex -interaction=nonstopmode vukovic_page.tex >/dev/null
pdftotext vukovic_page.pdf vukovic_page.txt        # text of the photographed page (for quotes)
pdftoppm -r 150 -png -singlefile vukovic_page.pdf vukovic_page
.venv/bin/python make_photo.py                     # -> ../cvs/IMG_20261103_091244.jpg
rm -f vukovic_page.png
# ngaio_petrakis.json and sigrun_hallstrom.md are written by hand directly in ../cvs/
.venv/bin/python check_evidence.py
