#!/bin/sh
# Rebuilds every file in ../cvs (Markdown and .txt CVs are written by hand directly in cvs/).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
(cd b && xelatex -interaction=nonstopmode yao_junjie.tex >/dev/null) && cp b/yao_junjie.pdf ../cvs/姚俊杰_结构工程师.pdf
(cd e && xelatex -interaction=nonstopmode halvorsen.tex >/dev/null) && cp e/halvorsen.pdf ../cvs/Gregory_Halvorsen_VP_Engineering.pdf
.venv/bin/python make_docx_yuan.py
.venv/bin/python make_docx_zeng.py
.venv/bin/python check_evidence.py
