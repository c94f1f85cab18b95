#!/bin/sh
# Rebuilds every CV in ../cvs from the sources in this folder.
# Needs: xelatex (TeX Live with moderncv, ctex), poppler (pdftoppm, pdftotext), and .venv with python-docx + pillow.
set -e
cd "$(dirname "$0")"
# fontawesome5.sty / academicons.sty here are empty stubs so that moderncv compiles without its icon packages.
for t in tong_xingyue_cv imogen_rackstraw_cv saga_lindeberg_cv; do
  xelatex -interaction=batchmode $t.tex >/dev/null
  cp $t.pdf ../cvs/
done
# phone photo of 戈振衡's page (the JPEG has no text layer; the page text is kept in ge_zhenheng_photo_page.txt)
xelatex -interaction=batchmode ge_zhenheng_cv.tex >/dev/null
pdftotext -layout ge_zhenheng_cv.pdf ge_zhenheng_photo_page.txt
pdftoppm -r 150 -png -singlefile ge_zhenheng_cv.pdf ge_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# 宓远舟_简历_2021.txt, yuanzhou_mi_resume.md and ruolan_xie.resume.json are written by hand directly in ../cvs.
