#!/bin/sh
# Rebuild every CV in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python
(cd rs && xelatex -interaction=nonstopmode rohini_sethuraman.tex >/dev/null && cp rohini_sethuraman.pdf ../../cvs/)
(cd ra && xelatex -interaction=nonstopmode rupert_ainsworth.tex >/dev/null || true; cp rupert_ainsworth.pdf ../../cvs/)   # fontawesome5.sty here is a stub
(cd nj && xelatex -interaction=nonstopmode nijiashu_2026.tex >/dev/null && cp nijiashu_2026.pdf ../../cvs/倪嘉树_简历_2026.pdf)
(cd cm && ../$PY make_docx.py ../../cvs/褚曼宁_商品企划.docx)
(cd mh && ../$PY make_docx.py ../../cvs/Mattias_Hedenstrom_CV.docx)
(cd sq && xelatex -interaction=nonstopmode shaoqinghe.tex >/dev/null && pdftotext shaoqinghe.pdf shaoqinghe_page.txt \
   && pdftoppm -r 150 -png shaoqinghe.pdf page && ../$PY make_photo.py ../../cvs/IMG_20261103_184512.jpg && rm page-1.png)
# cvs/nijiashu_resume_2021.md, cvs/CV_2026_UXR.txt and cvs/szymon_kolodziej.resume.json are hand-written (no source).
