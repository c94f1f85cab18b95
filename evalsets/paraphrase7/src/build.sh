#!/bin/sh
# Rebuilds the generated CV files of paraphrase7 (the .md/.txt CVs are hand-written in cvs/).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
xelatex -interaction=nonstopmode lv_jiacheng_cv.tex >/dev/null && cp lv_jiacheng_cv.pdf ../cvs/吕嘉诚_简历.pdf
xelatex -interaction=nonstopmode sebastian_krueger_cv.tex >/dev/null && cp sebastian_krueger_cv.pdf ../cvs/Sebastian_Krueger_CV.pdf
.venv/bin/python make_docx.py
.venv/bin/python check_evidence.py
