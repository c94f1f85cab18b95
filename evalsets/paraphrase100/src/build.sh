#!/bin/bash
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
xelatex -interaction=nonstopmode jiahui_xiang_cv.tex >/dev/null
xelatex -interaction=nonstopmode yan_xiaodong_pcb.tex >/dev/null
TEXINPUTS=./texstubs//: xelatex -interaction=nonstopmode thanakorn_siriwat.tex >/dev/null   # stub icon packages
cp jiahui_xiang_cv.pdf yan_xiaodong_pcb.pdf thanakorn_siriwat.pdf ../cvs/
.venv/bin/python make_docx.py
# the phone photo: page text kept in min_jiayi_2026_zh.page.txt for quote checks
xelatex -interaction=nonstopmode min_jiayi_2026_zh.tex >/dev/null
pdftotext min_jiayi_2026_zh.pdf min_jiayi_2026_zh.page.txt
pdftoppm -r 150 -png -f 1 -l 1 min_jiayi_2026_zh.pdf page_minjiayi
.venv/bin/python make_photo.py page_minjiayi-1.png "../cvs/IMG_20261119_闵嘉怡简历.jpg"
# tamas_kertesz.md, 蒋雨萌_税务简历.txt and kartik_shenoy.resume.json are written by hand in ../cvs
