#!/bin/sh
# Rebuilds every file in ../cvs from the sources here. Needs xelatex, poppler, fonts-noto-cjk, DejaVu, and .venv (python-docx, pillow).
set -e
cd "$(dirname "$0")"
xelatex -interaction=batchmode ndaba_k_biostat_cv.tex && cp ndaba_k_biostat_cv.pdf ../cvs/
xelatex -interaction=batchmode sha_wenyao_2026.tex && cp sha_wenyao_2026.pdf ../cvs/沙文垚_嵌入式Linux_简历.pdf
xelatex -interaction=batchmode sha_wenyao_2021.tex
pdftotext -layout sha_wenyao_2021.pdf IMG_20210412_193355.jpg.txt   # text of the photographed page
pdftoppm -r 150 -png sha_wenyao_2021.pdf page2021
.venv/bin/python make_photo.py && rm -f page2021-1.png
.venv/bin/python make_docx.py
# caradoc_trevithick_cv.txt and 滕佳璐_HRBP简历.md are hand-written directly in ../cvs
rm -f *.aux *.log
