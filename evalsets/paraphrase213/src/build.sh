#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
(cd xj && xelatex -interaction=batchmode xian_jiajun_cv.tex && cp xian_jiajun_cv.pdf ../../cvs/)
(cd ym && xelatex -interaction=batchmode moriyama_cv.tex && cp moriyama_cv.pdf ../../cvs/)   # stub fontawesome5/academicons .sty here
(cd lf && xelatex -interaction=batchmode leila_ferhat_resume.tex && cp leila_ferhat_resume.pdf ../../cvs/)
(cd qh && xelatex -interaction=batchmode hongyi_qi_cv_2026.tex && pdftotext -layout hongyi_qi_cv_2026.pdf hongyi_qi_cv_2026_page1.txt \
  && pdftoppm -r 150 -png -f 1 -l 1 hongyi_qi_cv_2026.pdf page && ../.venv/bin/python make_photo.py page-1.png ../../cvs/IMG_20261104_183522.jpg && rm page-1.png)
.venv/bin/python make_docx.py
# qi_hongyi_2021.md, cv_final_v3.txt and tong_xinyan.json are hand-written directly in ../cvs
