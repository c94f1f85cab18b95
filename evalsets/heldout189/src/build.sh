#!/bin/sh
# Rebuild every file in ../cvs. The .md and .txt CVs are written by hand directly in cvs/.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
sh ulvestad/build.sh
sh song/build.sh
.venv/bin/python make_docx.py
