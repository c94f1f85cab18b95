#!/bin/bash
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
for t in deng_jiahe_cv signe_dalgaard_cv cv_final_v3; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null; cp $t.pdf ../cvs/
done
# photographed page: render, keep its text, photograph it (no text layer in the jpg)
xelatex -interaction=nonstopmode shi_manqing_photo.tex >/dev/null
pdftotext -layout shi_manqing_photo.pdf shi_manqing_photo_page.txt
pdftoppm -r 150 -png -f 1 -l 1 shi_manqing_photo.pdf page
.venv/bin/python make_photo.py && rm -f page-1.png
.venv/bin/python make_docx.py
# ishaan_mukherjee_resume_2026.md, 蒋奕辰_简历.txt and qiyue_fang.json are written by hand in ../cvs
rm -f *.aux *.log *.out
