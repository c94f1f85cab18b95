#!/bin/bash
# Rebuild the generated CV files in ../cvs (the .md and .txt CVs are written by hand in cvs/).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode kong_linxi_cv.tex >/dev/null && cp kong_linxi_cv.pdf ../cvs/Linxi_Kong_CV.pdf
xelatex -interaction=nonstopmode fu_zhendong_cv.tex >/dev/null && cp fu_zhendong_cv.pdf ../cvs/付振东_简历.pdf
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
.venv/bin/python make_docx.py
