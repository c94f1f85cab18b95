#!/bin/bash
# Rebuilds every file in ../cvs from the sources here. .md/.txt/.json CVs are written by hand in cvs/.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
cd tex
for f in kuang_haoyan_zh ruolan_meng_cv zhenyu_lu_cv_2023 jiayi_tang_page; do
  xelatex -interaction=nonstopmode $f.tex >/dev/null
done
cp kuang_haoyan_zh.pdf ruolan_meng_cv.pdf zhenyu_lu_cv_2023.pdf ../../cvs/
pdftotext -layout jiayi_tang_page.pdf ../jiayi_tang_page_text.txt
pdftoppm -r 150 -png -singlefile jiayi_tang_page.pdf ../jiayi_page
cd ..
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
