#!/bin/sh
# Rebuild every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
(cd ms && pdflatex -interaction=nonstopmode mireille_santoro_cv.tex >/dev/null && cp mireille_santoro_cv.pdf ../../cvs/)
(cd lyc && xelatex -interaction=nonstopmode lan_yiche.tex >/dev/null && cp lan_yiche.pdf "../../cvs/蓝以澈_简历.pdf")
.venv/bin/python lqs/make_docx.py
(cd vh && pdflatex -interaction=nonstopmode veikko_halonen_2026.tex >/dev/null \
   && pdftotext veikko_halonen_2026.pdf veikko_halonen_2026_page_text.txt \
   && pdftoppm -r 150 -png -singlefile veikko_halonen_2026.pdf page-1 \
   && ../.venv/bin/python make_photo.py && rm -f page-1.png)
# cvs/郝佩岚-造价-简历.md and cvs/veikko_halonen_cv_2022.txt are hand-written (no build step).
