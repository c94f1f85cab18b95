#!/bin/sh
# Rebuild the generated CV files in ../cvs. The .json, .md and .txt CVs are written by hand directly in cvs/.
set -e
cd "$(dirname "$0")"
for t in aurelie_kwan_cv gong_siche_resume; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null
  cp $t.pdf ../cvs/
done
.venv/bin/python make_docx.py
