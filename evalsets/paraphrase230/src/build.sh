#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
for f in tvedt tuo mi_zhenyan_2025 yu_kejia_page; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp tvedt.pdf ../cvs/Ingeborg_Tvedt_CV.pdf
cp tuo.pdf ../cvs/mingxi_tuo_cv_2026.pdf
cp mi_zhenyan_2025.pdf ../cvs/宓振岩_简历_2025.pdf
pdftoppm -r 150 -png yu_kejia_page.pdf yu_kejia_page
pdftotext -layout yu_kejia_page.pdf yu_kejia_page_text.txt   # text of the photographed page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# the .md, .txt and .json CVs are written by hand directly in ../cvs
