#!/bin/sh
# Rebuild the CV files in ../cvs from these sources (md, txt and json CVs are hand-written in cvs/).
set -e
cd "$(dirname "$0")"
for f in ke_yaqing harriet_crane rui_chengyu mao_yucheng_2026; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp ke_yaqing.pdf ../cvs/yaqing_ke_cv.pdf
cp harriet_crane.pdf ../cvs/Harriet_Crane_CV.pdf
cp rui_chengyu.pdf ../cvs/芮承屿_搜索算法.pdf
.venv/bin/python make_docx.py
pdftotext mao_yucheng_2026.pdf mao_yucheng_2026_page.txt
pdftoppm -r 150 -png mao_yucheng_2026.pdf mao_page
.venv/bin/python make_photo.py
