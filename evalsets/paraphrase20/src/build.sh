#!/bin/sh
# Rebuilds the generated CV files in ../cvs (the .md, .txt and .json CVs are hand-written in ../cvs).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
for t in zhou_yiran_zh lars_feldkamp_cv thiago_nascimento_resume; do
  xelatex -interaction=nonstopmode "$t.tex" >/dev/null   # fontawesome5.sty / academicons.sty here are stubs for moderncv
  cp "$t.pdf" ../cvs/
done
.venv/bin/python make_docx.py
