#!/bin/sh
# Rebuild all CV files of heldout273 from src/ (run from src/).
set -e
cd "$(dirname "$0")"
TEXINPUTS=./stubs//: xelatex -interaction=nonstopmode ou_jingtian.tex >/dev/null && cp ou_jingtian.pdf ../cvs/Ou_Jingtian_CV.pdf
xelatex -interaction=nonstopmode lei_shuyang.tex >/dev/null && cp lei_shuyang.pdf "../cvs/简历_雷书阳_推荐算法.pdf"
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode orla_hennessy_2026.tex >/dev/null
pdftotext -layout orla_hennessy_2026.pdf orla_hennessy_2026_page1.txt   # text of the photographed page
pdftoppm -r 150 -png orla_hennessy_2026.pdf orla_page
.venv/bin/python make_photo.py
# cvs/祁知砚_桥梁设计_简历.md and cvs/orla_hennessy_cv_2021.txt are written by hand (no build step).
