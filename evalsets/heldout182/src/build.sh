#!/bin/sh
# Rebuild the heldout182 CV files from src/. .md and .txt CVs are written directly in cvs/.
set -e
cd "$(dirname "$0")"
for f in rupert_kellaway yi_kejia_zh; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp rupert_kellaway.pdf ../cvs/Rupert_Kellaway_CV.pdf
cp yi_kejia_zh.pdf ../cvs/易可嘉_数据分析师.pdf
.venv/bin/python make_docx.py
