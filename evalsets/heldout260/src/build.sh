#!/bin/sh
# Rebuilds the CV files in ../cvs from the sources here. The .txt, .md and .json CVs are written by hand
# directly in ../cvs. fontawesome5.sty / academicons.sty / fontawesome.sty are stubs (icons missing).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode malva_engqvist.tex >/dev/null
cp malva_engqvist.pdf ../cvs/Malva_Engqvist_CV.pdf
xelatex -interaction=nonstopmode ji_yuanzhou.tex >/dev/null
cp ji_yuanzhou.pdf "../cvs/纪远舟_游戏客户端_简历.pdf"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
.venv/bin/python make_docx.py
