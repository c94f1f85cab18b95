#!/bin/sh
# Rebuilds every generated CV in ../cvs (the .md, .txt and .json CVs are written by hand in ../cvs).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
for t in castellari_2026 okereke tan_zhixuan que_shuyu; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp castellari_2026.pdf ../cvs/Ingvild_Castellari_CV_2026.pdf
cp okereke.pdf ../cvs/Lavinia_Okereke_TP.pdf
cp tan_zhixuan.pdf "../cvs/谈芷萱_UI设计师.pdf"
# phone photo of que_shuyu.pdf: keep its text for quote checks, then photograph it
pdftotext -layout que_shuyu.pdf que_shuyu_page.txt
pdftoppm -r 150 -png -singlefile que_shuyu.pdf que_shuyu_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
rm -f *.aux *.log *.out
