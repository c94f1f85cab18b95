#!/bin/bash
# Rebuilds cvs/ from src/: two xelatex PDFs and two python-docx DOCX files.
# The .md and .txt CVs are written directly in cvs/ (they are their own source).
set -e
cd "$(dirname "$0")"
mkdir -p build
for f in jiang_wentao_cv priyanka_desai_cv; do
  xelatex -interaction=nonstopmode -output-directory=build "$f.tex" >/dev/null
  cp "build/$f.pdf" ../cvs/
done
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
.venv/bin/python make_docx.py
