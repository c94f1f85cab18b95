#!/bin/sh
# Rebuilds every file in ../cvs from the sources here. Needs xelatex, poppler, fonts-noto-cjk, .venv.
set -e
cd "$(dirname "$0")"
(cd teresa && xelatex -interaction=nonstopmode teresa_lam.tex >/dev/null && cp teresa_lam.pdf ../../cvs/Teresa_Lam_CV.pdf)
(cd wang_chenyu && xelatex -interaction=nonstopmode wang_chenyu.tex >/dev/null && cp wang_chenyu.pdf "../../cvs/汪晨屿_BMS工程师_简历.pdf")
.venv/bin/python make_docx.py
(cd lu_qiyan && xelatex -interaction=nonstopmode lu_qiyan_2026.tex >/dev/null && pdftotext -layout lu_qiyan_2026.pdf lu_qiyan_2026_page_text.txt && pdftoppm -r 150 -png lu_qiyan_2026.pdf page)
.venv/bin/python make_photo.py
# cvs/harriet_pendarves_cv.txt and cvs/resume.json are hand-written (no source step).
