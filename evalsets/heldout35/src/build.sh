#!/bin/bash
# Rebuild every CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
for t in mao_qingyi_zh ruocheng_xian_cv; do
  xelatex -interaction=nonstopmode "$t.tex" >/dev/null
  cp "$t.pdf" ../cvs/
done
rm -f *.aux *.log
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
.venv/bin/python make_docx.py
# xuan_zhiheng_结构工程师.md and rowan_tessaro_resume.txt are written by hand directly in ../cvs
