#!/bin/sh
# Rebuild the one generated CV (the .md and .txt files in cvs/ are hand-written).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
.venv/bin/python make_docx.py
