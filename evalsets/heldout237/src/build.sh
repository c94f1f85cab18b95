#!/bin/sh
# Rebuild every CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
for t in liv_ronning_cv feng_hongyuan_resume priscilla_yeung_2026; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp liv_ronning_cv.pdf feng_hongyuan_resume.pdf ../cvs/
.venv/bin/python make_docx.py
# phone photo of the printed 2026 CV (text of the page kept here for evidence checks)
pdftotext priscilla_yeung_2026.pdf priscilla_yeung_2026_page1.txt
rm -f py_page*.png; pdftoppm -r 150 -png priscilla_yeung_2026.pdf py_page
.venv/bin/python make_photo.py
# keriana_tamatea_cv.md and priscilla_yeung_cv_2021.txt are written by hand directly in ../cvs
rm -f *.aux *.log
