#!/bin/sh
# Rebuild all CV files of heldout193 into ../cvs (run from src/).
set -e
cd "$(dirname "$0")"
(cd tax && xelatex -interaction=nonstopmode adunni_fashola_cv.tex >/dev/null && cp adunni_fashola_cv.pdf ../../cvs/)
(cd geo && xelatex -interaction=nonstopmode wei_dingyuan_resume.tex >/dev/null && cp wei_dingyuan_resume.pdf ../../cvs/)
(cd brand && ../.venv/bin/python make_docx.py)
(cd speech && xelatex -interaction=nonstopmode nabila_haque_cv_2026.tex >/dev/null \
   && pdftotext nabila_haque_cv_2026.pdf nabila_haque_cv_2026_page_text.txt \
   && pdftoppm -r 150 -png nabila_haque_cv_2026.pdf page && ../.venv/bin/python make_photo.py && rm page-1.png)
# cvs/matteo_guerrieri.resume.json and cvs/nabila_haque_cv_2024.txt are hand-written.
