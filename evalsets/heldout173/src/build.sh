#!/bin/sh
# Rebuilds all CV files of heldout173 into ../cvs (the .md and .txt CVs are written by hand, in cvs/).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
cd "$HERE/fennimore" && xelatex -interaction=nonstopmode dervla_fennimore.tex >/dev/null && cp dervla_fennimore.pdf ../../cvs/dervla_fennimore_cv.pdf
cd "$HERE/lu_mingyuan" && xelatex -interaction=nonstopmode lu_mingyuan_zh.tex >/dev/null && cp lu_mingyuan_zh.pdf "../../cvs/鹿鸣远_数据开发_简历.pdf"
cd "$HERE/docx" && "$HERE/.venv/bin/python" make_docx.py
