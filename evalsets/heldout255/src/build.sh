#!/bin/sh
# Rebuild all heldout255 CVs into ../cvs (the .md and .txt CVs are hand-written in cvs/ directly).
set -e
cd "$(dirname "$0")"
mkdir -p /tmp/h255
for t in wendelstein ganluxi; do xelatex -interaction=nonstopmode -output-directory=/tmp/h255 $t.tex >/dev/null; done
cp /tmp/h255/wendelstein.pdf ../cvs/Jannik_Wendelstein_CV.pdf
cp /tmp/h255/ganluxi.pdf ../cvs/甘露溪_简历.pdf
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
.venv/bin/python make_docx.py
