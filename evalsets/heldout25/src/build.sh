#!/bin/sh
# Rebuild the generated CV files (the .md and .txt CVs are hand-written directly in cvs/).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode tian_guanghui.tex >/dev/null
cp tian_guanghui.pdf ../cvs/田光辉_硬件测试.pdf
pdftotext -layout ../cvs/田光辉_硬件测试.pdf tian_guanghui.pdf.txt
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
.venv/bin/python make_docx.py
