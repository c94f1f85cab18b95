#!/bin/sh
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
xelatex -interaction=batchmode fu_jiaping_zh.tex && cp fu_jiaping_zh.pdf ../cvs/伏嘉平_简历.pdf
TEXINPUTS=./stubs: xelatex -interaction=batchmode siddharth_raghunathan.tex && cp siddharth_raghunathan.pdf ../cvs/Siddharth_Raghunathan_Android.pdf
xelatex -interaction=batchmode vivian_tsoi_2026.tex
pdftotext -layout vivian_tsoi_2026.pdf vivian_tsoi_2026_page_text.txt
.venv/bin/python make_photo.py && rm -f vt_page.png
.venv/bin/python make_docx.py
# cvs/maja_ekwall_resume.json and cvs/vivian_tsoi_cv_2021.txt are hand-written.
rm -f *.aux *.log *.out
