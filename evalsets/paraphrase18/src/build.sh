#!/bin/sh
# Rebuild the generated CV files in ../cvs (the .md, .txt and .json CVs are written by hand in ../cvs).
set -e
cd "$(dirname "$0")"
for t in shen_qing_cv karthik_ramaswamy_cv yin_zixuan_cv; do
  xelatex -interaction=nonstopmode "$t.tex" >/dev/null
  cp "$t.pdf" ../cvs/
done
rm -f *.aux *.log *.out
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
.venv/bin/python make_docx.py
