#!/bin/sh
# Rebuilds cvs/ from the sources. Needs xelatex, pdftoppm, pdftotext and src/.venv (python-docx, pillow).
set -e
cd "$(dirname "$0")"
(cd cosimo && xelatex -interaction=nonstopmode cosimo_ferrante.tex >/dev/null && cp cosimo_ferrante.pdf ../../cvs/cosimo_ferrante_cv.pdf)
(cd queyuheng && xelatex -interaction=nonstopmode que_yuheng.tex >/dev/null && cp que_yuheng.pdf ../../cvs/阙语蘅_简历.pdf)
.venv/bin/python make_docx.py
(cd tengwantang && xelatex -interaction=nonstopmode teng_wantang_2026.tex >/dev/null \
  && pdftotext -layout teng_wantang_2026.pdf IMG_20261102_滕婉棠简历.txt \
  && pdftoppm -r 150 -png -singlefile teng_wantang_2026.pdf page && ../.venv/bin/python photo.py && rm page.png)
# cvs/wantang_teng_resume_2019.json and cvs/sibusiso_mahlangu_fae.txt are hand-written (no build step).
