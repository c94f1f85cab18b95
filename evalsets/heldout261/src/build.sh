#!/bin/sh
# Rebuild all CV files into ../cvs (run from src/)
set -e
cd "$(dirname "$0")"
(cd rosalie && xelatex -interaction=nonstopmode rosalie_nakashima.tex >/dev/null && cp rosalie_nakashima.pdf ../../cvs/)
(cd leiyanchuan && xelatex -interaction=nonstopmode 雷晏川_简历.tex >/dev/null && cp 雷晏川_简历.pdf ../../cvs/)
.venv/bin/python make_docx.py
cp tendai_mukarakate.md su_muyan_cv_2021.txt ../cvs/
(cd sumuyan && xelatex -interaction=nonstopmode sumuyan_2026.tex >/dev/null && pdftotext sumuyan_2026.pdf sumuyan_2026_page.txt && pdftoppm -r 150 -png sumuyan_2026.pdf page)
.venv/bin/python make_photo.py
