#!/bin/bash
set -e
cd "$(dirname "$0")"
export TEXINPUTS=.:./stubs:
mkdir -p out
for f in yu_old yu_new quarmby; do xelatex -interaction=nonstopmode -output-directory=out $f.tex >/dev/null; done
cp out/yu_old.pdf ../cvs/yu_mingche_cv_2022.pdf
cp out/yu_new.pdf "../cvs/庾明澈_简历_2026.pdf"
cp out/quarmby.pdf ../cvs/henrietta_quarmby_cv.pdf
xelatex -interaction=nonstopmode -output-directory=out she_anning.tex >/dev/null
pdftotext out/she_anning.pdf she_anning_page1.txt
pdftoppm -r 150 -png -singlefile out/she_anning.pdf out/she_anning
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
