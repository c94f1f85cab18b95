#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow pyyaml
cd tex   # fontawesome5.sty / academicons.sty here are empty stubs for moderncv
for f in hang_yuche_zh lu_zhenhao_en liao_shuqi_en jing_xiaoman_zh; do xelatex -interaction=nonstopmode $f.tex >/dev/null || true; done
cp hang_yuche_zh.pdf ../../cvs/hang_yuche_cv.pdf
cp lu_zhenhao_en.pdf ../../cvs/Zhenhao_Lu_CV.pdf
cp liao_shuqi_en.pdf ../../cvs/ShuqiLiao_Resume_2026.pdf
pdftotext -layout jing_xiaoman_zh.pdf ../jing_xiaoman_photo_page.txt
pdftoppm -r 150 -png -singlefile jing_xiaoman_zh.pdf ../jing_page
cd ..
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
# Qu_Ningxi_CV_2026.md, quningxi_简历_2020.txt and kong_ruixi.resume.json are hand-written in ../cvs
