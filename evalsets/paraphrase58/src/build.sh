#!/bin/bash
# Builds all CV files into ../cvs
set -e
cd "$(dirname "$0")"
for t in hua_mingjie_cv xing_anlan_zh benedict_yeo_cv gong_zhenyi_page; do
  xelatex -interaction=nonstopmode -halt-on-error $t.tex >/dev/null
done
cp hua_mingjie_cv.pdf ../cvs/Mingjie_Hua_CV_2026.pdf
cp xing_anlan_zh.pdf ../cvs/邢安澜_简历.pdf
cp benedict_yeo_cv.pdf ../cvs/benedict_yeo_resume.pdf
pdftotext -layout gong_zhenyi_page.pdf gong_zhenyi_page.txt
pdftoppm -r 150 -png -singlefile gong_zhenyi_page.pdf gong_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
