#!/bin/sh
# Rebuilds the generated CV files of heldout26 into ../cvs (the .md and .txt CVs are hand-written in cvs/).
set -e
cd "$(dirname "$0")"
for f in ilse_marchetti_cv minruoheng_resume_zh; do
  xelatex -interaction=nonstopmode "$f.tex" >/dev/null
  cp "$f.pdf" ../cvs/
  pdftotext "$f.pdf" "$f.txt"
done
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
.venv/bin/python make_docx.py
