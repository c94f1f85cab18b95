#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
for t in orlaith_mcgarrity qu_weiheng fu_wanlan ji_langqing; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp orlaith_mcgarrity.pdf ../cvs/orlaith_mcgarrity_cv.pdf
cp qu_weiheng.pdf ../cvs/cv_qu_weiheng.pdf
cp fu_wanlan.pdf "../cvs/符婉澜-品牌经理.pdf"
pdftotext -layout ji_langqing.pdf ji_langqing_page_text.txt   # text of the photographed page
pdftoppm -r 150 -png ji_langqing.pdf ji_page
.venv/bin/python make_photo.py
rm -f ji_page-1.png *.aux *.log *.out
.venv/bin/python make_docx.py
# ruize_mao.md, xinyan_lou_resume.json and 穆青峰_简历_2019.txt are hand-written directly in ../cvs
