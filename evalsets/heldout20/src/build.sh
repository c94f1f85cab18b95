#!/bin/sh
# Rebuild all generated CV files of heldout20.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode -output-directory=/tmp/heldout20_tex qiao_yan_cv.tex >/dev/null || true
cp /tmp/heldout20_tex/qiao_yan_cv.pdf ../cvs/Yan_Qiao_DV_CV.pdf
.venv/bin/python make_docx.py
