#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode fu_xiaoou_zh.tex >/dev/null
cp fu_xiaoou_zh.pdf "../cvs/符晓鸥_网络工程师简历.pdf"
# fontawesome5.sty / academicons.sty here are local stand-ins (not installed on this machine)
xelatex -interaction=nonstopmode oona_fairbairn_2026.tex >/dev/null
cp oona_fairbairn_2026.pdf ../cvs/Oona_Fairbairn_CV_2026.pdf
# old (2022) CV of the same person: printed page photographed with a phone -> JPG, no text layer
xelatex -interaction=nonstopmode oona_fairbairn_2022.tex >/dev/null
pdftotext oona_fairbairn_2022.pdf oona_fairbairn_2022_page.txt
pdftoppm -r 150 -png oona_fairbairn_2022.pdf page
.venv/bin/python make_photo.py && rm -f page-1.png
.venv/bin/python make_docx.py
# soledad_ferreyra_ux.md and QIAO_Mingda_resume.txt are written by hand directly in ../cvs
