#!/bin/sh
# Rebuilds the paraphrase13 CV files into ../cvs (the .md, .txt and .json CVs are written by hand in ../cvs).
set -e
cd "$(dirname "$0")"
for t in ran_zhiqiu_zh luan_weitao_cv raphaelle_dusautoir; do
  xelatex -interaction=nonstopmode "$t.tex" >/dev/null   # fontawesome5.sty/academicons.sty here are icon stubs for moderncv
  cp "$t.pdf" ../cvs/
done
.venv/bin/python make_docx.py
