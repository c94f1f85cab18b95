#!/bin/bash
# Rebuild every file in ../cvs: the two DOCX, the three LaTeX PDFs and the phone photo.
# (.txt, .md and .json CVs are written by hand directly in cvs/.)
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
.venv/bin/python make_docx.py
bash tex/build.sh
rm -f tex/*.aux tex/*.log tex/*.out
.venv/bin/python check_evidence.py
