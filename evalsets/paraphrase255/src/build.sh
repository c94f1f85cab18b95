#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
for t in pang_shuyan_zh kristoffer_halsnes_cv joanne_leong_cv; do xelatex -interaction=batchmode $t.tex >/dev/null || true; cp $t.pdf ../cvs/; done
xelatex -interaction=batchmode ning_kexu_zh.tex >/dev/null || true
rm -f ning_page*.png; pdftoppm -r 150 -png -f 1 -l 1 ning_kexu_zh.pdf ning_page
pdftotext -layout ning_kexu_zh.pdf ning_kexu_zh_page1.txt
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# liao_qicen_2022.md, qicen_liao_resume.json and edmund_brackwell_cv.txt are written by hand in ../cvs
