#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode hui_mingzhou_zh.tex >/dev/null && cp hui_mingzhou_zh.pdf ../cvs/惠明舟_简历.pdf
xelatex -interaction=nonstopmode gemma_holloway.tex >/dev/null && cp gemma_holloway.pdf ../cvs/Gemma_Holloway_CV.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode gao_sining_zh_2026.tex >/dev/null
pdftotext gao_sining_zh_2026.pdf gao_sining_zh_2026_page.txt
pdftoppm -r 150 -png gao_sining_zh_2026.pdf gao_page
.venv/bin/python make_photo.py
# cvs/resume.json and cvs/gao_sining_cv_2022.txt are hand-written (no build step)
rm -f *.aux *.log *.out
