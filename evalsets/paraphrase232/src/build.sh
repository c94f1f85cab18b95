#!/bin/sh
# Rebuild every CV in ../cvs. Needs xelatex (ctex, moderncv), poppler, and the venv (.venv) with
# python-docx, pypdf, pillow, pyyaml. fontawesome5.sty / academicons.sty here are icon stubs.
set -e
cd "$(dirname "$0")"
for f in xian_shinan_zh kiri_colquhoun_cv rahul_nandakumar_cv yusra_talbot_cv; do
  xelatex -interaction=nonstopmode $f.tex >/dev/null
done
cp xian_shinan_zh.pdf kiri_colquhoun_cv.pdf rahul_nandakumar_cv.pdf ../cvs/
# phone photo of Yusra Talbot's page (no text layer); keep the page text for quote checks
pdftotext -layout yusra_talbot_cv.pdf yusra_talbot_cv_page1.txt
pdftoppm -r 150 -png -f 1 -l 1 yusra_talbot_cv.pdf yusra_page
.venv/bin/python make_photo.py yusra_page-1.png ../cvs/IMG_20261114_083512.jpg
.venv/bin/python make_docx.py
# ruilin_mi_resume_2026.md, tuo_yalin_简历.txt and leng_muxi.json are hand-written directly in ../cvs
rm -f *.aux *.log *.out
.venv/bin/python check_evidence.py
