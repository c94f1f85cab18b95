#!/bin/sh
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
for f in ortuzar lu_wenjun_zh ou_jiaqi suo_jingfan_zh; do xelatex -interaction=nonstopmode $f.tex >/dev/null || true; done
cp ortuzar.pdf ../cvs/ximena_ortuzar_cv.pdf
cp lu_wenjun_zh.pdf ../cvs/禄文珺_简历.pdf
cp ou_jiaqi.pdf ../cvs/Ou_Jiaqi_Resume.pdf
pdftotext -layout suo_jingfan_zh.pdf suo_jingfan_photo_page.txt
pdftoppm -r 150 -png -singlefile suo_jingfan_zh.pdf page
.venv/bin/python make_photo.py && rm -f page.png
.venv/bin/python make_docx.py
# xia_mingzhu_resume.md, 於景然_简历_2022.txt and jingran_yu_resume_2026.json are hand-written in ../cvs
