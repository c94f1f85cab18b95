#!/bin/sh
# Rebuilds the CV files of heldout177 from the sources in src/.
set -e
cd "$(dirname "$0")"
for t in rosalind_quartey fu_xiaocen; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null
  cp $t.pdf ../cvs/
done
.venv/bin/python make_docx.py
# jiang_wenxiao.json and 阮知微_简历_2023春.txt were written by hand directly in cvs/.
