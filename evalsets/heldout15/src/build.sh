#!/bin/sh
# Rebuild all generated CV files of heldout15.
set -e
cd "$(dirname "$0")"
[ -d .venv ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
.venv/bin/python make_docx.py
cd latex && xelatex -interaction=nonstopmode ananya_bose_cv.tex >/dev/null && cp ananya_bose_cv.pdf ../../cvs/Ananya_Bose_CV.pdf
