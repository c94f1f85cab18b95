#!/bin/sh
# Rebuilds every file in ../cvs from these sources. Run from src/.
set -e
cd "$(dirname "$0")"
(cd pendleford && xelatex -interaction=nonstopmode tessa_pendleford_cv.tex >/dev/null && cp tessa_pendleford_cv.pdf ../../cvs/)
(cd tang && xelatex -interaction=nonstopmode tang_zhenyu_resume.tex >/dev/null && cp tang_zhenyu_resume.pdf ../../cvs/汤振宇_PCB简历.pdf)
.venv/bin/python fang/make_docx.py
(cd yan && xelatex -interaction=nonstopmode yan_shuhang_2026.tex >/dev/null && pdftotext yan_shuhang_2026.pdf ../IMG_20261103_093112.page_text.txt \
   && pdftoppm -r 150 -png yan_shuhang_2026.pdf page && ../.venv/bin/python photo.py page-1.png ../../cvs/IMG_20261103_093112.jpg && rm page-1.png)
# rafael_benthall.md and dispatcher_cv_2021.txt are hand-written directly in cvs/.
