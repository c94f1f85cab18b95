#!/bin/sh
# Rebuilds the generated CV files in ../cvs (the .txt, .md and .json CVs are written by hand in cvs/).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
(cd lai_junhao && xelatex -interaction=nonstopmode lai_junhao_cv.tex >/dev/null && cp lai_junhao_cv.pdf ../../cvs/Junhao_Lai_CV.pdf)
(cd ge_wanting && xelatex -interaction=nonstopmode ge_wanting_resume.tex >/dev/null && cp ge_wanting_resume.pdf "../../cvs/葛婉婷_直播运营.pdf")
.venv/bin/python make_docx.py
.venv/bin/python check_evidence.py
