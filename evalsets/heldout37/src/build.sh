#!/bin/bash
# Rebuilds the generated CV files of heldout37 into ../cvs/.
# The Markdown (岑弈舟_简历.md) and plain-text (resume_growth_2026.txt) CVs are hand-written
# directly in cvs/ and are their own source.
set -e
cd "$(dirname "$0")"
for t in kwabena_strand xun_jiawei; do
  xelatex -interaction=nonstopmode "$t.tex" >/dev/null
  cp "$t.pdf" ../cvs/
done
.venv/bin/python make_docx.py
