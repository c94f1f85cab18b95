#!/bin/bash
# Rebuild cvs/ from src/. Run from src/. fontawesome5.sty / academicons.sty are local stubs (moderncv icons missing).
set -e
cd "$(dirname "$0")"
for t in jin_shuyang_zh philippa_arundel; do xelatex -interaction=nonstopmode $t.tex >/dev/null; cp $t.pdf ../cvs/; done
.venv/bin/python make_docx.py
# chu_muyuan_2023.txt, chu_muyuan_简历_2026.md and lakshmi_sundaravel.json are written by hand directly in cvs/.
