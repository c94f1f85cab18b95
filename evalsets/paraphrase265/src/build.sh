#!/bin/sh
# Rebuilds every CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
for t in qi_ruohang tobias_wennberg haoyu_tong ran_jiayi; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp qi_ruohang.pdf "../cvs/戚若航_简历.pdf"
cp tobias_wennberg.pdf ../cvs/tobias_wennberg_cv.pdf
cp haoyu_tong.pdf ../cvs/haoyu_tong_cv.pdf
# phone photo of 冉嘉屹's CV: no text layer; its text is kept in ran_jiayi_page.txt
pdftotext -layout ran_jiayi.pdf ran_jiayi_page.txt
pdftoppm -r 150 -png -singlefile ran_jiayi.pdf ran_jiayi_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# eero_lahtinen.md, eero_cv_2021.txt and bai_yuyan.json are written by hand directly in ../cvs
