#!/bin/sh
# Rebuilds the generated CV files in ../cvs (the .txt, .md and .json CVs are written by hand in cvs/).
set -e
cd "$(dirname "$0")"
( cd heathcote && xelatex -interaction=nonstopmode barnaby_heathcote.tex >/dev/null && cp barnaby_heathcote.pdf ../../cvs/barnaby_heathcote.pdf )
( cd xi && xelatex -interaction=nonstopmode xichenglang_cv.tex >/dev/null && cp xichenglang_cv.pdf ../../cvs/奚承朗_简历.pdf )
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
.venv/bin/python make_docx.py
