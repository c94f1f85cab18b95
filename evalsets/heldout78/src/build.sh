#!/bin/sh
# Rebuild the CV files in ../cvs from these sources.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode tong_yulan.tex >/dev/null && cp tong_yulan.pdf "../cvs/仝语岚-专利代理师.pdf"
xelatex -interaction=nonstopmode tobenna_ugwu.tex >/dev/null && cp tobenna_ugwu.pdf ../cvs/Tobenna_Ugwu_CV.pdf
xelatex -interaction=nonstopmode matthias_kowarik.tex >/dev/null
pdftotext -layout matthias_kowarik.pdf IMG_20261112_093417.txt
pdftoppm -r 150 -png matthias_kowarik.pdf mk_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# 盖书阳_简历_2023.txt and gai_shuyang_resume.json are hand-written directly in ../cvs
