#!/bin/bash
# Rebuild cvs/ from src/. The .md and .txt CVs are written directly in cvs/ (no source).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode imani_hollister_cv.tex >/dev/null && cp imani_hollister_cv.pdf ../cvs/imani_hollister_cv.pdf
xelatex -interaction=nonstopmode xue_yanqing_cv.tex >/dev/null && cp xue_yanqing_cv.pdf ../cvs/薛砚青_简历.pdf
.venv/bin/python make_docx.py
.venv/bin/python check_evidence.py
