#!/bin/sh
# Rebuild all generated CV files. The .md and .txt CVs are hand-written in cvs/.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode 于思彤_cv.tex >/dev/null
cp 于思彤_cv.pdf ../cvs/于思彤_简历.pdf
.venv/bin/python make_docx.py
