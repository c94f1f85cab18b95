#!/usr/bin/env bash
# Rebuild the generated CV files. The .md and .txt CVs are hand-written directly in cvs/.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p build
for t in ma_ruoqing_cv patrick_nolan_cv; do
  xelatex -interaction=nonstopmode -output-directory=build "$t.tex" >/dev/null
  cp "build/$t.pdf" ../cvs/
done
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
.venv/bin/python make_docx.py
.venv/bin/python check_evidence.py
