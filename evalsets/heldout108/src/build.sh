#!/bin/bash
# Rebuilds the generated CV files in ../cvs (the .json/.md/.txt CVs are written by hand in cvs/).
set -e
cd "$(dirname "$0")"
for t in ingmar_sjoholm_cv miao_jiayue_resume; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null
  cp $t.pdf ../cvs/
done
.venv/bin/python make_docx.py
