#!/usr/bin/env bash
# Rebuilds every file in cvs/ from src/. Run from the set folder: bash src/build.sh
set -euo pipefail
cd "$(dirname "$0")/.."
PY=src/.venv/bin/python
( cd src/zu_haonan && xelatex -interaction=nonstopmode zu_haonan_cv.tex >/dev/null ) && cp src/zu_haonan/zu_haonan_cv.pdf cvs/zu_haonan_cv.pdf
( cd src/thanawat && xelatex -interaction=nonstopmode thanawat_rungrojsakul_cv.tex >/dev/null ) && cp src/thanawat/thanawat_rungrojsakul_cv.pdf cvs/Thanawat_Rungrojsakul_CV.pdf
( cd src/roisin && xelatex -interaction=nonstopmode roisin_mcateer_cv_2026.tex >/dev/null && pdftoppm -r 150 -png roisin_mcateer_cv_2026.pdf page )
pdftotext src/roisin/roisin_mcateer_cv_2026.pdf src/roisin_mcateer_cv_2026.page.txt   # text of the photographed page
$PY src/make_photo.py            # -> cvs/IMG_20260914_183022.jpg
$PY src/make_docx.py             # -> cvs/言梓琳_简历.docx
# cvs/xingchen_lou.resume.json and cvs/roisin_mcateer_cv_2021.txt are written by hand (no build step)
$PY src/check_evidence.py
