#!/bin/bash
# Rebuilds heldout188/cvs from src/ (run from src/)
set -e
cd "$(dirname "$0")"
(cd kl && xelatex -interaction=nonstopmode kasimir_lindahl.tex >/dev/null && cp kasimir_lindahl.pdf ../../cvs/kasimir_lindahl_cv.pdf)
(cd xyq && xelatex -interaction=nonstopmode xiang_yuqing.tex >/dev/null && cp xiang_yuqing.pdf ../../cvs/向予晴_简历.pdf)
.venv/bin/python make_docx.py
# JSON Resume and the 2021 plain-text CV are written by hand directly in cvs/
(cd ib && xelatex -interaction=nonstopmode ilaria_benvenuti_2026.tex >/dev/null \
   && pdftotext -layout ilaria_benvenuti_2026.pdf ilaria_benvenuti_2026_page_text.txt \
   && rm -f page*.png && pdftoppm -r 150 -png ilaria_benvenuti_2026.pdf page \
   && ../.venv/bin/python make_photo.py)
rm -f */*.aux */*.log
