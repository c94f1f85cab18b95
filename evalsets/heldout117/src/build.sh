#!/bin/sh
# Rebuild all CV files of heldout117 into ../cvs (run from src/).
set -e
cd "$(dirname "$0")"
xelatex -interaction=batchmode ji_new_zh.tex >/dev/null && cp ji_new_zh.pdf ../cvs/汲承霄_简历_2026.pdf
xelatex -interaction=batchmode lou_shenghe_cv.tex >/dev/null && cp lou_shenghe_cv.pdf ../cvs/Lou_Shenghe_CV.pdf   # fontawesome5.sty/academicons.sty here are stubs
xelatex -interaction=batchmode harumi_castonguay.tex >/dev/null
pdftotext -layout harumi_castonguay.pdf harumi_castonguay_page1.txt   # text of the photographed page
pdftoppm -r 150 -png -f 1 -l 1 harumi_castonguay.pdf hc_page
.venv/bin/python make_photo.py hc_page-1.png ../cvs/IMG_20261104_183522.jpg && rm -f hc_page-1.png
.venv/bin/python make_docx.py
# cvs/汲承霄_简历_2022.txt and cvs/wojciech_hanuszkiewicz.md are written by hand.
