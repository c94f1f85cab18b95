#!/bin/bash
# Rebuilds every file in ../cvs from the sources here. Needs xelatex, poppler, the venv in .venv.
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python
(cd duan_siqi && xelatex -interaction=nonstopmode duan_siqi.tex >/dev/null && cp duan_siqi.pdf ../../cvs/段思淇_FPGA简历.pdf)
(cd lou_xinyue && xelatex -interaction=nonstopmode lou_xinyue.tex >/dev/null && cp lou_xinyue.pdf ../../cvs/Lou_Xinyue_CV.pdf)
$PY ke_mengxi/make_docx.py
cp efua_ankomah/efua_ankomah.json ../cvs/efua_ankomah.json
# lim_xiuting: old CV is hand-written ../cvs/lim_xiuting_cv_2022.txt (copy kept in lim_xiuting/)
(cd lim_xiuting && xelatex -interaction=nonstopmode lim_xiuting_2026.tex >/dev/null && pdftotext lim_xiuting_2026.pdf photo_page_text.txt)
$PY lim_xiuting/make_photo.py
