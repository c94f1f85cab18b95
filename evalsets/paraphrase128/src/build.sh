#!/bin/sh
# Rebuild every CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
for t in lou_wanqing_cv tan_weizhao_cv leander_kopecky_cv morag_fettes_cv; do
  xelatex -interaction=nonstopmode "$t.tex" >/dev/null
done
cp lou_wanqing_cv.pdf ../cvs/lou_wanqing_cv.pdf
cp tan_weizhao_cv.pdf ../cvs/tan_weizhao_简历.pdf
cp leander_kopecky_cv.pdf ../cvs/leander_kopecky_cv.pdf
# the photographer's CV ships only as a phone photo; keep the page text for evidence checks
pdftotext -layout morag_fettes_cv.pdf morag_fettes_photo_page.txt
pdftoppm -r 150 -png morag_fettes_cv.pdf morag_page
.venv/bin/python make_photo.py morag_page-1.png ../cvs/IMG_20261103_wedding_cv.jpg
.venv/bin/python make_docx.py
# CV_search_engineer_2026.md, 莫素琴_理赔经理.txt and lian_xiaoyu_resume.json are hand-written in ../cvs
