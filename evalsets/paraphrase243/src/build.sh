#!/bin/bash
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
xelatex -interaction=batchmode qi_chengyuan_2026.tex && cp qi_chengyuan_2026.pdf ../cvs/cv_compiler_2026.pdf
xelatex -interaction=batchmode maren_tveitnes.tex && cp maren_tveitnes.pdf ../cvs/Tveitnes_CV_2026.pdf
TEXINPUTS=./texstubs//: xelatex -interaction=batchmode emeka_hallbrook.tex && cp emeka_hallbrook.pdf ../cvs/EHallbrook_resume.pdf
xelatex -interaction=batchmode xian_zhuoning.tex && pdftotext xian_zhuoning.pdf xian_zhuoning_page.txt
pdftoppm -r 150 -png -f 1 -l 1 xian_zhuoning.pdf xz_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# cvs/qi_chengyuan_2022.txt, cvs/sanne_oudekerk.md and cvs/yihang_cen_resume.json are hand-written.
.venv/bin/python check_evidence.py
