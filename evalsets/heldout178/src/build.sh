#!/bin/sh
# Rebuilds heldout178/cvs from src/. Run from src/.
set -e
cd "$(dirname "$0")"
(cd ingrid && xelatex -interaction=nonstopmode ingrid_haugland_cv.tex >/dev/null && cp ingrid_haugland_cv.pdf ../../cvs/ingrid_haugland_cv.pdf)
(cd gejunhao && xelatex -interaction=nonstopmode gejunhao_resume.tex >/dev/null && cp gejunhao_resume.pdf ../../cvs/葛俊豪_简历.pdf)
(cd shaowanqing && xelatex -interaction=nonstopmode shaowanqing_2026.tex >/dev/null \
   && pdftotext shaowanqing_2026.pdf shaowanqing_2026_page.txt && pdftoppm -r 150 -png shaowanqing_2026.pdf page)
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# cvs/rafael_ibarguen.md and cvs/vivian_shao_cv_2017.txt are hand-written in place.
