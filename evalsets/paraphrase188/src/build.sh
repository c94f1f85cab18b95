#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
(cd fu_yuming && xelatex -interaction=nonstopmode fu_yuming_cv.tex && cp fu_yuming_cv.pdf ../../cvs/)
(cd lian_qiushi && xelatex -interaction=nonstopmode lian_qiushi_cv.tex && cp lian_qiushi_cv.pdf ../../cvs/)   # stub fontawesome5/academicons .sty here
(cd mo_xinyue && xelatex -interaction=nonstopmode mo_xinyue_cv.tex && cp mo_xinyue_cv.pdf ../../cvs/xinyue_mo_cv_2026.pdf)
(cd pang_yiran && xelatex -interaction=nonstopmode pang_yiran_old_2025.tex \
  && pdftotext -layout pang_yiran_old_2025.pdf pang_yiran_old_2025_page1.txt \
  && pdftoppm -r 150 -png -f 1 -l 1 pang_yiran_old_2025.pdf page \
  && ../.venv/bin/python ../make_photo.py page-1.png ../../cvs/IMG_20250312_0941.jpg && rm page-1.png)
.venv/bin/python make_docx.py
# 俞昭阳_简历.md, jia_mingkun_resume.txt and resume.json are written by hand directly in ../cvs
