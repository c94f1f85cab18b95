#!/bin/sh
# Rebuilds the CV files in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
for t in mirela_stancu_cv pei_qiming_zh; do
  xelatex -interaction=nonstopmode "$t.tex" >/dev/null || true
  cp "$t.pdf" ../cvs/
done
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf; }
.venv/bin/python make_docx.py
# que_minglan_resume.txt and qiming_pei_resume.json are written by hand directly in ../cvs.
