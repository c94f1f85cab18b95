#!/bin/bash
# Rebuild heldout39/cvs from src/. The .md and .txt CVs are written directly in cvs/.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
# fontawesome5.sty / academicons.sty here are local stubs (those packages are not installed)
xelatex -interaction=nonstopmode tariq_benali.tex >/dev/null
cp tariq_benali.pdf ../cvs/tariq_benali_cv.pdf
xelatex -interaction=nonstopmode wei_zhenhua_zh.tex >/dev/null
cp wei_zhenhua_zh.pdf ../cvs/韦振华_简历_2026.pdf
.venv/bin/python make_docx.py
for f in ../cvs/*.pdf; do pdftotext "$f" "text_$(basename "$f" .pdf).txt"; done
