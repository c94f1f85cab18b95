#!/bin/sh
# Rebuilds every file in ../cvs (JSON Resume and Markdown are hand-written directly in cvs/).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
(cd cr && xelatex -interaction=nonstopmode sha_qiming_cv.tex >/dev/null && cp sha_qiming_cv.pdf ../../cvs/)
(cd me && xelatex -interaction=nonstopmode paavo_linnankoski_cv.tex >/dev/null && cp paavo_linnankoski_cv.pdf ../../cvs/)
.venv/bin/python make_docx.py
(cd cb && xelatex -interaction=nonstopmode que_haolan_2026.tex >/dev/null \
  && pdftotext -layout que_haolan_2026.pdf que_haolan_2026_page.txt \
  && pdftoppm -r 150 -png -singlefile que_haolan_2026.pdf page && ../.venv/bin/python photo.py && rm page.png)
