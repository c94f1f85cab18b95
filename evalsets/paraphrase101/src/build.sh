#!/bin/sh
# Rebuild all CV files of paraphrase101 from sources. Run from src/.
set -e
cd "$(dirname "$0")/tex"
for f in jian_wanzhou_cv xiang_mingche_cv ayesha_qureshi_cv pi_jiarui_page; do
  xelatex -interaction=nonstopmode $f.tex >/dev/null; xelatex -interaction=nonstopmode $f.tex >/dev/null || true
done
cp jian_wanzhou_cv.pdf ../../cvs/翦宛舟_简历.pdf
cp xiang_mingche_cv.pdf ../../cvs/Mingche_Xiang_CV.pdf
cp ayesha_qureshi_cv.pdf ../../cvs/Ayesha_Qureshi_Resume.pdf
pdftotext -layout pi_jiarui_page.pdf ../pi_jiarui_photo_page.txt
pdftoppm -r 150 -png -singlefile pi_jiarui_page.pdf pi_page
../.venv/bin/python ../make_photo.py pi_page.png ../../cvs/IMG_20261103_142209.jpg
cd .. && .venv/bin/python make_docx.py
# karsten_wollenhaupt.md, 连朔宇_简历_2023.txt and shuoyu_lian_resume.json are written by hand directly in cvs/.
