#!/bin/bash
# Rebuild every file in ../cvs from the sources here (xelatex, poppler, the venv's python).
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python
(cd isolde && xelatex -interaction=nonstopmode isolde_ashgrove_cv.tex >/dev/null && cp isolde_ashgrove_cv.pdf ../../cvs/)
(cd jiang && xelatex -interaction=nonstopmode jiang_lichuan_resume.tex >/dev/null && cp jiang_lichuan_resume.pdf "../../cvs/姜黎川_芯片验证.pdf")
$PY kavya/make_docx.py
(cd tong && xelatex -interaction=nonstopmode tong_xiyue_2026.tex >/dev/null && pdftotext tong_xiyue_2026.pdf tong_xiyue_2026_page_text.txt && pdftoppm -r 150 -png tong_xiyue_2026.pdf page)
$PY tong/make_photo.py
# cvs/sebastiaan_muyskens.md and cvs/Cindy_Tong_CV_2021.txt are hand-written in place.
