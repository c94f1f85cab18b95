#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
for t in hao_wenzhou_zh solveig_anand_cv yu_cenyi_cv; do
  xelatex -interaction=nonstopmode "$t.tex" >/dev/null
  cp "$t.pdf" ../cvs/
done
.venv/bin/python make_docx.py
# wenzhou_hao_resume.md, jian_yiwei_简历.txt and casimir_odhiambo.json are hand-written directly in ../cvs
