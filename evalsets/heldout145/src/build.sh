#!/bin/sh
# Rebuilds cvs/ from src/. Needs xelatex, poppler, src/.venv (python-docx, pillow).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode kuai_zhifeng_resume.tex >/dev/null && cp kuai_zhifeng_resume.pdf ../cvs/
TEXINPUTS=./stubs//: xelatex -interaction=nonstopmode Valentina_Roccaforte_CV.tex >/dev/null && cp Valentina_Roccaforte_CV.pdf ../cvs/
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode siobhan_keohane.tex >/dev/null
pdftotext siobhan_keohane.pdf siobhan_keohane_page.txt
pdftoppm -r 150 -png -singlefile siobhan_keohane.pdf sk_page && .venv/bin/python make_photo.py && rm -f sk_page.png
# kacper_dembinski.md and 谌晓璐_简历.txt are written by hand directly in cvs/.
rm -f *.aux *.log *.out
