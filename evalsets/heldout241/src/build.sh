#!/bin/bash
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode kojo_ofori.tex >/dev/null && cp kojo_ofori.pdf ../cvs/kojo_ofori_cv.pdf
xelatex -interaction=nonstopmode wu_lanxi.tex >/dev/null && cp wu_lanxi.pdf ../cvs/乌兰溪_简历.pdf
.venv/bin/python make_docx.py
# newer CV of 阳昊川: printed page, photographed (only the .jpg goes into cvs/)
xelatex -interaction=nonstopmode yang_haochuan_2026.tex >/dev/null
pdftotext yang_haochuan_2026.pdf yang_haochuan_2026_page.txt
.venv/bin/python make_photo.py
# cvs/xin_boyuan_桥梁结构.md and cvs/阳昊川_简历_2022.txt are written by hand (copies in src/)
rm -f *.aux *.log
