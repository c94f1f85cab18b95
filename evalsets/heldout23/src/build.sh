#!/bin/sh
# Rebuilds the CV files from src/.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode nathaniel_ortiz.tex >/dev/null
cp nathaniel_ortiz.pdf ../cvs/Nathaniel_Ortiz_CV.pdf
.venv/bin/python make_docx.py
