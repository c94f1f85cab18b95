#!/bin/sh
# Rebuild the generated CV files of heldout18 (run from src/).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode maya_goldberg.tex >/dev/null && cp maya_goldberg.pdf ../cvs/Maya_Goldberg_CV.pdf
xelatex -interaction=nonstopmode he_xiaodong.tex >/dev/null && cp he_xiaodong.pdf ../cvs/贺晓东-嵌入式固件-简历.pdf
.venv/bin/python make_docx.py
# The .md and the two .txt CVs in ../cvs are hand-written (no source).
