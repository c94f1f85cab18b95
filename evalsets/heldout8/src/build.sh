#!/bin/sh
# Rebuilds every CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
mkdir -p build
for t in tang_wenjie_zh ingrid_solberg_cv; do
  xelatex -interaction=nonstopmode -halt-on-error -output-directory=build "$t.tex" >/dev/null
  cp "build/$t.pdf" ../cvs/
done
.venv/bin/python make_docx.py
