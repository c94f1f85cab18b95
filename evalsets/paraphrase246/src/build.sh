#!/bin/bash
# Rebuilds every CV in ../cvs from the sources here.
set -e
cd "$(dirname "$0")/tex"
for f in qi_mingche_2021 qi_mingche_2026_zh olamide_ekundayo quan_siyu_photo_src; do
  xelatex -interaction=nonstopmode $f.tex >/dev/null
done
cp qi_mingche_2021.pdf ../../cvs/Mingche_Qi_CV_2021.pdf
cp qi_mingche_2026_zh.pdf ../../cvs/戚明澈_简历_2026.pdf
cp olamide_ekundayo.pdf ../../cvs/olamide_ekundayo_cv.pdf
pdftotext quan_siyu_photo_src.pdf ../quan_siyu_page_text.txt
pdftoppm -r 150 -png -singlefile quan_siyu_photo_src.pdf ../quan_siyu_page
cd ..
.venv/bin/python make_photo.py quan_siyu_page.png ../cvs/IMG_20261104_093215.jpg
.venv/bin/python make_docx.py
# cv_netsec_2026.md, xian_ruochen_简历.txt and ewan_strickland.resume.json are hand-written directly in ../cvs
