#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
xelatex -interaction=batchmode mi_yancheng_zh.tex && cp mi_yancheng_zh.pdf ../cvs/
xelatex -interaction=batchmode marama_ellingham.tex && cp marama_ellingham.pdf ../cvs/   # stub fontawesome5/academicons .sty here
xelatex -interaction=batchmode rasa_venclova.tex && cp rasa_venclova.pdf ../cvs/rasa_venclova_cv.pdf
xelatex -interaction=batchmode she_zixiao_zh.tex
pdftotext -layout she_zixiao_zh.pdf she_zixiao_page.txt      # text of the photographed page
pdftoppm -r 150 -png -f 1 -l 1 she_zixiao_zh.pdf she_page
.venv/bin/python make_photo.py                                # -> ../cvs/IMG_20261118_093412.jpg
.venv/bin/python make_docx.py                                 # -> the two .docx
# ishaan_raghunathan_resume_2021.json, ishaan_r_cv_2026.md and 亓雅宁_QA简历.txt are hand-written in ../cvs
