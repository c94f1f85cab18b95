#!/bin/sh
# Rebuild all CV files in ../cvs from these sources.
set -e
cd "$(dirname "$0")/tex"
for f in tobias_wainscott_cv eleri_pennance zhuo_qingyi_zh feng_jianing_zh; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp tobias_wainscott_cv.pdf eleri_pennance.pdf ../../cvs/
cp zhuo_qingyi_zh.pdf ../../cvs/禚清弈_简历.pdf
pdftotext feng_jianing_zh.pdf ../feng_jianing_photo_page.txt
pdftoppm -r 150 -png feng_jianing_zh.pdf page
cd .. && .venv/bin/python make_photo.py && .venv/bin/python make_docx.py && .venv/bin/python make_questions.py
# siti_hajar_mokhtar_cv_2026.md, jovan_stepanek.json and 暨若宁_简历.txt are hand-written in cvs/.
