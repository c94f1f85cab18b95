#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
( cd gervasoni && xelatex -interaction=nonstopmode matteo_gervasoni_cv.tex >/dev/null && cp matteo_gervasoni_cv.pdf ../../cvs/ )
( cd chao && xelatex -interaction=nonstopmode chao_liang_cv.tex >/dev/null && cp chao_liang_cv.pdf "../../cvs/晁立昂_电力电子工程师.pdf" )
.venv/bin/python make_docx.py
( cd quilligan && xelatex -interaction=nonstopmode nessa_quilligan_2026.tex >/dev/null \
  && pdftotext nessa_quilligan_2026.pdf nessa_quilligan_2026_page.txt \
  && pdftoppm -r 150 -png -singlefile nessa_quilligan_2026.pdf page && ../.venv/bin/python photo.py && rm page.png )
# cvs/聂清禾_简历.md and cvs/nessa_quilligan_cv_2019.txt are written by hand (no build step).
