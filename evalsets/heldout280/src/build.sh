#!/bin/bash
# Rebuilds cvs/ from src/. The .txt and .json CVs are hand-written directly in cvs/.
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python
(cd kurowski && xelatex -interaction=nonstopmode mateusz_kurowski_cv.tex >/dev/null && cp mateusz_kurowski_cv.pdf ../../cvs/)
(cd gao && xelatex -interaction=nonstopmode gao_junxi.tex >/dev/null && cp gao_junxi.pdf ../../cvs/高峻熙_简历.pdf)
$PY make_docx.py
(cd zhang && xelatex -interaction=nonstopmode zhang_hongwei_2026.tex >/dev/null \
   && pdftotext zhang_hongwei_2026.pdf zhang_hongwei_2026_page.txt \
   && rm -f page*.png && pdftoppm -r 150 -png zhang_hongwei_2026.pdf page && ../$PY make_photo.py)
rm -f */*.aux */*.log
