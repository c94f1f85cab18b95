#!/bin/sh
# Rebuilds the generated CVs of paraphrase6 (PDFs and DOCX). MD/TXT CVs are hand-written in ../cvs.
set -e
cd "$(dirname "$0")"
for t in qiao_yanan_zh qinghe_lu_cv; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null
  cp $t.pdf ../cvs/
done
.venv/bin/python make_docx.py
