#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
(cd zhan_lingbo && xelatex -interaction=batchmode zhan_lingbo_cv.tex && cp zhan_lingbo_cv.pdf ../../cvs/占凌波_射频工程师.pdf)
(cd rohan_mistry && xelatex -interaction=batchmode rohan_mistry_cv.tex && cp rohan_mistry_cv.pdf ../../cvs/Rohan_Mistry_CV.pdf)   # local stub fontawesome5.sty
(cd maeve_tallon && xelatex -interaction=batchmode maeve_tallon_cv_2026.tex \
   && pdftotext -layout maeve_tallon_cv_2026.pdf maeve_tallon_cv_2026_page_text.txt \
   && pdftoppm -r 150 -png maeve_tallon_cv_2026.pdf page)
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# cvs/lars_heidemann.md and cvs/maeve_tallon_cv_2022.txt are hand-written (no source step).
.venv/bin/python check_evidence.py
