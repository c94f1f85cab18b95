#!/bin/sh
# build all CV files; run from src/
set -e
cd "$(dirname "$0")"
(cd kaarel && pdflatex -interaction=nonstopmode kaarel_vahtramae_cv.tex && cp kaarel_vahtramae_cv.pdf ../../cvs/Kaarel_Vahtramae_CV.pdf)
(cd luo && xelatex -interaction=nonstopmode luojingcheng.tex && cp luojingcheng.pdf ../../cvs/骆景澄_简历.pdf)
.venv/bin/python make_docx.py
(cd devon && pdflatex -interaction=nonstopmode devon_walcott_2026.tex && pdftotext devon_walcott_2026.pdf page_text.txt && pdftoppm -r 150 -png -singlefile devon_walcott_2026.pdf page)
.venv/bin/python make_photo.py
