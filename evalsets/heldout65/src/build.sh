#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode hou_ziyan_resume.tex >/dev/null
cp hou_ziyan_resume.pdf ../cvs/Hou_Ziyan_Resume.pdf
xelatex -interaction=nonstopmode wu_zhenbang_cv.tex >/dev/null
cp wu_zhenbang_cv.pdf "../cvs/伍振邦_机械结构工程师_简历.pdf"
.venv/bin/python make_docx.py
# ruozhou_jing_cv_feb2024.txt is written by hand directly in ../cvs
# phone photo: render, keep the page text, then age the image (rotate, shade, blur, noise)
xelatex -interaction=nonstopmode yasmin_qadri_cv.tex >/dev/null
pdftotext yasmin_qadri_cv.pdf yasmin_qadri_page1.txt
pdftoppm -r 150 -png -singlefile yasmin_qadri_cv.pdf yasmin_page
.venv/bin/python make_photo.py
rm -f *.aux *.log *.out
