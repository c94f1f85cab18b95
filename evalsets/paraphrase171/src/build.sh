#!/bin/bash
set -e
cd "$(dirname "$0")"
mkdir -p build ../cvs
for t in chai_zhihe qi_muyuan kang_weiran matthias_eberhardt; do
  xelatex -interaction=nonstopmode -output-directory=build $t.tex >/dev/null
done
cp build/chai_zhihe.pdf "../cvs/柴致和_简历.pdf"
cp build/kang_weiran.pdf ../cvs/kang_weiran_cv.pdf
cp build/matthias_eberhardt.pdf ../cvs/CV_Eberhardt_2025.pdf
pdftotext -layout build/qi_muyuan.pdf qi_muyuan_page.txt
pdftoppm -r 150 -png -singlefile build/qi_muyuan.pdf build/qi_muyuan
.venv/bin/python make_photo.py build/qi_muyuan.png ../cvs/qi_muyuan_resume.jpg
.venv/bin/python make_docx.py
