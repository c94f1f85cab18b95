#!/bin/bash
# Rebuild set_b/cvs from these sources. Python venv: /work/blind/heldout205/src/.venv
set -e
cd "$(dirname "$0")"
PY=../../.venv/bin/python
xelatex -interaction=batchmode mariela_cifuentes_cv.tex >/dev/null && cp mariela_cifuentes_cv.pdf ../cvs/
xelatex -interaction=batchmode chi_yuanhang_zh.tex >/dev/null && cp chi_yuanhang_zh.pdf ../cvs/池远航_简历.pdf
$PY make_docx.py
python3 make_json.py
xelatex -interaction=batchmode ning_peiyao_2026_page.tex >/dev/null
pdftotext -layout ning_peiyao_2026_page.pdf ning_peiyao_2026_page.txt
$PY make_photo.py
rm -f *.aux *.log *.out
# cvs/甯佩瑶_简历_2022.txt is hand-written (no generator)
