#!/bin/sh
# Rebuild the generated CV files of heldout32 into ../cvs/.
# The .md and .txt CVs are hand-written directly in ../cvs/.
set -e
cd "$(dirname "$0")"
mkdir -p build
pdflatex -interaction=nonstopmode -output-directory=build fergus_lunde_cv.tex >/dev/null
cp build/fergus_lunde_cv.pdf ../cvs/fergus_lunde_cv.pdf
xelatex -interaction=nonstopmode -output-directory=build yan_songyu_2026.tex >/dev/null
cp build/yan_songyu_2026.pdf ../cvs/阎松屿_简历_2026.pdf
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf; }
.venv/bin/python make_docx.py
