#!/bin/sh
# Rebuilds every file in ../cvs from the sources here. Needs xelatex (TeX Live + ctex + moderncv),
# poppler-utils and a venv with python-docx + pillow (python3 -m venv .venv; .venv/bin/pip install python-docx pypdf pillow pyyaml).
set -e
cd "$(dirname "$0")"
for t in jiawen_yao lei_jingran peiling_wu qu_tangxi; do xelatex -interaction=batchmode $t.tex >/dev/null; done
cp jiawen_yao.pdf ../cvs/jiawen_yao_cv.pdf
cp lei_jingran.pdf ../cvs/雷景苒_简历.pdf
cp peiling_wu.pdf ../cvs/Peiling_Wu_Resume.pdf
# phone photo of Qu Tangxi's page: keep the page text for quote checks, then photograph it
pdftotext qu_tangxi.pdf qu_tangxi_page.txt
pdftoppm -r 150 -png qu_tangxi.pdf qu_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# ck_mak_ios.md, mikolaj_wasilewski.json and 顾乔宁_简历_2022.txt are hand-written directly in ../cvs
.venv/bin/python check_evidence.py
