#!/bin/sh
# Rebuilds cvs/ from the sources (except the hand-written .md, .txt and .json CVs, kept in cvs/ directly).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
xelatex -interaction=nonstopmode chu_boyuan_cv.tex >/dev/null && cp chu_boyuan_cv.pdf ../cvs/储泊远_简历.pdf
xelatex -interaction=nonstopmode raab_cv.tex >/dev/null && cp raab_cv.pdf ../cvs/konstantin_raab_cv_2026.pdf
# moderncv: fontawesome5.sty / academicons.sty here are stubs (icon packages not installed)
xelatex -interaction=nonstopmode hollingdrake_cv.tex >/dev/null || true; cp hollingdrake_cv.pdf ../cvs/Ruth_Hollingdrake_CV.pdf
xelatex -interaction=nonstopmode ge_lanting_cv.tex >/dev/null
pdftotext ge_lanting_cv.pdf ge_lanting_page_text.txt
pdftoppm -r 150 -png -singlefile ge_lanting_cv.pdf ge_lanting_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
.venv/bin/python check_evidence.py
