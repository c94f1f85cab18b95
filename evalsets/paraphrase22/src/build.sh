#!/usr/bin/env bash
# Rebuilds paraphrase22/cvs from src/. Needs xelatex (TeX Live, ctex, moderncv), fonts-noto-cjk,
# and the venv in src/.venv (python-docx). fontawesome5.sty / academicons.sty here are local
# stubs so moderncv builds without those packages (icons are left blank).
set -euo pipefail
cd "$(dirname "$0")"
for t in luo_yuanfan_zh rasmus_kjeldsen ioana_vasilescu; do
  xelatex -interaction=nonstopmode "$t.tex" >/dev/null
  cp "$t.pdf" ../cvs/
done
.venv/bin/python make_docx.py
# adaeze_obi.md, 童嘉铭_简历.txt and yuanfan_luo.json are written by hand directly in cvs/.
.venv/bin/python check_evidence.py
