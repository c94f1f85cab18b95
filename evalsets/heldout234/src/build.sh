#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode hua_chenjun_zh.tex >/dev/null && cp hua_chenjun_zh.pdf ../cvs/滑晨峻_简历.pdf
TEXINPUTS=./sty//: xelatex -interaction=nonstopmode wynford_ekpenyong.tex >/dev/null && cp wynford_ekpenyong.pdf ../cvs/Ekpenyong_CV_2026.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode su_peining_2026.tex >/dev/null
pdftotext -layout su_peining_2026.pdf su_peining_2026_page.txt
pdftoppm -r 150 -png -singlefile su_peining_2026.pdf su_peining_2026_page
.venv/bin/python make_photo.py
# cvs/rodrigo_bastos.resume.json and cvs/宿沛凝_简历_2022.txt are hand-written (no build step).
