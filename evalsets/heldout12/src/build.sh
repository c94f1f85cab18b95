#!/bin/sh
# Rebuild the generated CV files (the .md/.txt CVs are written by hand in cvs/).
set -e
cd "$(dirname "$0")"
mkdir -p build
xelatex -interaction=nonstopmode -output-directory=build margaret_osei_cv.tex >/dev/null
cp build/margaret_osei_cv.pdf ../cvs/
.venv/bin/python make_docx.py
