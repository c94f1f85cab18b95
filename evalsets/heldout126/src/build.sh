#!/bin/bash
# Rebuild the generated CV files in ../cvs (the .json, .txt and .md files are written by hand in cvs/).
set -e
cd "$(dirname "$0")"
(cd p1 && xelatex -interaction=nonstopmode xian_mingshuo_cv.tex >/dev/null && cp xian_mingshuo_cv.pdf ../../cvs/)
# moderncv classic with stub fontawesome5/academicons packages (icons missing in this TeX Live)
(cd p2 && pdflatex -interaction=nonstopmode severin_kaelin_cv.tex >/dev/null && pdflatex -interaction=nonstopmode severin_kaelin_cv.tex >/dev/null && cp severin_kaelin_cv.pdf ../../cvs/)
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
.venv/bin/python make_docx.py
