#!/bin/sh
# Rebuilds every file in ../cvs from the sources here. Needs xelatex, poppler, the venv in .venv.
set -e
cd "$(dirname "$0")"
(cd hs && xelatex -interaction=nonstopmode henrietta_solberg_cv.tex >/dev/null && cp henrietta_solberg_cv.pdf ../../cvs/)
(cd yz && xelatex -interaction=nonstopmode yan_zhining_resume.tex >/dev/null && cp yan_zhining_resume.pdf ../../cvs/)
.venv/bin/python make_docx.py
(cd gy && xelatex -interaction=nonstopmode gan_yutang_2026.tex >/dev/null && pdftotext gan_yutang_2026.pdf 甘予棠_简历_2026.jpg.txt && pdftoppm -r 150 -png -singlefile gan_yutang_2026.pdf page)
.venv/bin/python make_photo.py
# cvs/骆承钧-简历.md and cvs/甘予棠_简历_2022.txt are hand-written (no generator).
