#!/bin/sh
# Rebuilds every CV in ../cvs from the sources here. Needs xelatex (ctex, paracol), pdftotext, pdftoppm,
# and src/.venv with python-docx, pypdf, pillow (pyyaml for check_evidence.py).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode gu_jiayan_zh.tex >/dev/null && cp gu_jiayan_zh.pdf ../cvs/谷嘉言_电池测试_简历.pdf
xelatex -interaction=nonstopmode jesper_kragh.tex >/dev/null && cp jesper_kragh.pdf ../cvs/Jesper_Kragh_CV_2026.pdf
xelatex -interaction=nonstopmode joanne_lui_2026.tex >/dev/null
pdftotext joanne_lui_2026.pdf joanne_lui_2026_page_text.txt
.venv/bin/python make_photo.py && rm -f jl_page*.png
.venv/bin/python make_docx.py
# marisa_lobo_portfolio_cv.md and joanne_lui_cv_2021.txt are written by hand directly in ../cvs
.venv/bin/python check_evidence.py
