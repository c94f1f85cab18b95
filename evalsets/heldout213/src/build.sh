#!/bin/bash
# Rebuilds cvs/ of heldout213 from src/. Needs xelatex (TeX Live, xeCJK, moderncv), poppler, fonts-noto-cjk,
# and the venv in src/.venv (python-docx, pypdf, pillow).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode yue_minglan_zh.tex >/dev/null; xelatex -interaction=nonstopmode yue_minglan_zh.tex >/dev/null
cp yue_minglan_zh.pdf ../cvs/岳明澜_简历.pdf
xelatex -interaction=nonstopmode mo_qihang_cv.tex >/dev/null   # stub fontawesome5.sty / academicons.sty in src/
cp mo_qihang_cv.pdf ../cvs/Qihang_Mo_CV.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode yu_chengxin_2026.tex >/dev/null
pdftotext yu_chengxin_2026.pdf IMG_20261103_181542.txt          # text of the photographed page
pdftoppm -r 150 -png -f 1 -l 1 yu_chengxin_2026.pdf page
.venv/bin/python make_photo.py && rm -f page-1.png
# cvs/oyinkansola_akande.json and cvs/禹澄心_简历_2021.txt are hand-written (no generator).
