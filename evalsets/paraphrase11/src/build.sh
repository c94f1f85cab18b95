#!/bin/sh
# Rebuilds every CV in ../cvs. fontawesome5.sty / academicons.sty here are local stubs
# (icons are not installed); the .md, .txt and .json CVs are written by hand directly in ../cvs.
set -e
cd "$(dirname "$0")"
for f in laiqiufeng_zh ingeborg_tallis rustam_karimov; do
  xelatex -interaction=nonstopmode "$f.tex" >/dev/null
  cp "$f.pdf" ../cvs/
done
.venv/bin/python make_docx.py
