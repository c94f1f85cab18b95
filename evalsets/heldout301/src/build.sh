#!/bin/bash
# Rebuilds cvs/ from src/. Needs xelatex (moderncv, ctex, paracol), poppler, and src/.venv with
# python-docx, pypdf, pillow, pyyaml:  python3 -m venv src/.venv && src/.venv/bin/pip install python-docx pypdf pillow pyyaml
# The .md and .txt CVs are hand-written directly in cvs/.
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python
cd tex
# fontawesome5.sty / academicons.sty here are stubs (moderncv's icon packages are not installed)
xelatex -interaction=nonstopmode sunniva_ekberg.tex >/dev/null
cp sunniva_ekberg.pdf ../../cvs/sunniva_ekberg.pdf
xelatex -interaction=nonstopmode li_zhenheng.tex >/dev/null
cp li_zhenheng.pdf "../../cvs/厉振衡_电力电子硬件工程师.pdf"
xelatex -interaction=nonstopmode imogen_latchford_2026.tex >/dev/null
pdftotext imogen_latchford_2026.pdf ../imogen_latchford_2026_page.txt
rm -f page*.png; pdftoppm -r 150 -png -f 1 -l 1 imogen_latchford_2026.pdf page
cd ..
$PY make_photo.py
$PY make_docx.py
$PY check_evidence.py
