#!/bin/bash
# Rebuilds the generated CV files in ../cvs (md/txt/json are hand-written directly in cvs/).
set -e
cd "$(dirname "$0")"
for t in ruxandra_pelletier pu_wenlan_zh mi_yuqiao_en; do
  xelatex -interaction=nonstopmode "$t.tex" >/dev/null
  cp "$t.pdf" ../cvs/
done
rm -f *.aux *.log *.out
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
.venv/bin/python make_docx.py
