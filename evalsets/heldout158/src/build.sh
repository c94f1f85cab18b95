#!/bin/sh
# Rebuild all CV files in ../cvs from these sources.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode shu_wangchuan.tex >/dev/null || true
cp shu_wangchuan.pdf ../cvs/舒望川_风电叶片_简历.pdf
xelatex -interaction=nonstopmode tuva_brekken.tex >/dev/null || true   # stub fontawesome5.sty/academicons.sty here
cp tuva_brekken.pdf ../cvs/Tuva_Brekken_CV.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode hattie_margolis_2026.tex >/dev/null || true
pdftotext -layout hattie_margolis_2026.pdf hattie_margolis_2026_page.txt
pdftoppm -r 150 -png -singlefile hattie_margolis_2026.pdf hm_page
.venv/bin/python make_photo.py
# keoni_kahale.resume.json and hattie_margolis_cv_2021.txt are hand-written directly in ../cvs
