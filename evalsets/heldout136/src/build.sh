#!/bin/bash
# Rebuilds every file in ../cvs from these sources. Needs xelatex, poppler, fonts-noto-cjk, DejaVu.
# The plain-text CV (cvs/练书棋_简历_2022.txt) and the JSON Resume (cvs/leire_zubiaurre.resume.json)
# are written by hand and are their own sources.
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python
[ -x $PY ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
(cd aurora && xelatex -interaction=nonstopmode aurora_kivela_cv.tex >/dev/null && cp aurora_kivela_cv.pdf ../../cvs/)
(cd lian && xelatex -interaction=nonstopmode lian_shuqi_2026.tex >/dev/null && cp lian_shuqi_2026.pdf ../../cvs/)
(cd qing && ../$PY make_docx.py "../../cvs/卿若彤_税务_简历.docx")
(cd qiang && xelatex -interaction=nonstopmode qiang_yuhan.tex >/dev/null \
  && pdftotext qiang_yuhan.pdf page_text.txt \
  && pdftoppm -r 150 -png qiang_yuhan.pdf page \
  && ../$PY photo.py page-1.png ../../cvs/IMG_20261103_142217.jpg)
echo built
