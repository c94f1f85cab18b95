#!/bin/sh
# Rebuild every file in ../cvs from the sources here. Run from src/.
set -e
cd "$(dirname "$0")"
for t in qu_yanling_cv oberlechner_cv pang_zhuolin_cv qi_yunning_cv; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null   # fontawesome5.sty / academicons.sty here are stubs for moderncv
done
cp qu_yanling_cv.pdf ../cvs/Yanling_Qu_CV_2026.pdf
cp oberlechner_cv.pdf ../cvs/Matthias_Oberlechner_GM.pdf
cp pang_zhuolin_cv.pdf ../cvs/庞卓霖_版图工程师.pdf
# phone photo of Qi Yunning's page: text kept in qi_yunning_cv_page1.txt for quote checks
pdftotext qi_yunning_cv.pdf qi_yunning_cv_page1.txt
pdftoppm -r 150 -png qi_yunning_cv.pdf qi_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# cvs/xian_jialang_简历.txt, cvs/屈燕翎_简历_2023.md and cvs/aditya_venkatesan.resume.json are hand-written.
