#!/bin/bash
# Rebuilds cvs/ from src/. The .md and .txt CVs are written by hand; copies are kept in src/.
set -e
cd "$(dirname "$0")"
[ -d .venv ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
(cd tex && pdflatex -interaction=nonstopmode imogen_thistlewood_cv.tex >/dev/null \
        && xelatex -interaction=nonstopmode thaddeus_kilbride_resume.tex >/dev/null \
        && cp imogen_thistlewood_cv.pdf thaddeus_kilbride_resume.pdf ../../cvs/)
.venv/bin/python make_docx.py
cp ge_shumeng_zh.md shumeng_ge_resume.txt ../cvs/
