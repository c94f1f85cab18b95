#!/bin/sh
# Rebuild all CV files of heldout198 from src/ (run from src/).
set -e
for f in henrietta_vale_cv kou_siyan_zh rhodri_pennant_cv_2026; do xelatex -interaction=nonstopmode $f.tex >/dev/null || true; done
cp henrietta_vale_cv.pdf ../cvs/Henrietta_Vale_CV.pdf
cp kou_siyan_zh.pdf ../cvs/寇思妍_简历.pdf
.venv/bin/python make_docx.py
pdftotext rhodri_pennant_cv_2026.pdf rhodri_pennant_cv_2026_page_text.txt
pdftoppm -r 150 -png rhodri_pennant_cv_2026.pdf rp_page
.venv/bin/python make_photo.py && rm rp_page-1.png
# aleksi_vaara.md and rhodri_pennant_cv_2021.txt are written by hand directly in cvs/.
