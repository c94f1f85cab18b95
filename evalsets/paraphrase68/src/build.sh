#!/bin/sh
# Rebuild all generated CV files of paraphrase68 (run from src/).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode okuda.tex >/dev/null && cp okuda.pdf ../cvs/mireille_okuda_cv.pdf
TEXINPUTS=./stubs//: xelatex -interaction=nonstopmode vessey.tex >/dev/null || true
cp vessey.pdf ../cvs/dorian_vessey_cv.pdf
xelatex -interaction=nonstopmode jia.tex >/dev/null && cp jia.pdf ../cvs/贾铭远_简历.pdf
xelatex -interaction=nonstopmode wen.tex >/dev/null
pdftotext wen.pdf wen_page_text.txt
pdftoppm -r 150 -png -singlefile wen.pdf wen_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# the .md, .txt and .json CVs are hand-written directly in ../cvs
