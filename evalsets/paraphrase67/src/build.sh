#!/bin/sh
# Rebuild all CV files of paraphrase67 (run from the set folder).
set -e
cd src/tex
for f in luo_shulan_cv_2023 luo_shulan_2026_zh petkov_radoslav_cv ni_muqing_zh; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cd ../..
cp src/tex/luo_shulan_cv_2023.pdf cvs/luo_shulan_cv_2023.pdf
cp src/tex/luo_shulan_2026_zh.pdf cvs/骆书岚_简历_2026.pdf
cp src/tex/petkov_radoslav_cv.pdf cvs/petkov_radoslav_cv.pdf
pdftotext src/tex/ni_muqing_zh.pdf src/ni_muqing_photo_page.txt
pdftoppm -r 150 -png -singlefile src/tex/ni_muqing_zh.pdf src/ni_page
src/.venv/bin/python src/make_photo.py
src/.venv/bin/python src/make_docx.py
# growth_marketing_cv.md, 封宇澄_iOS.txt and kristof_ambrus.json are hand-written in cvs/.
