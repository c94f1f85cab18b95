#!/bin/sh
# Rebuild every file in cvs/ (run from anywhere).
set -e
cd "$(dirname "$0")"
(cd mf && xelatex -interaction=nonstopmode maelis_fenwright_cv.tex >/dev/null && cp maelis_fenwright_cv.pdf ../../cvs/)
(cd ht && xelatex -interaction=nonstopmode pang_xihe_resume.tex >/dev/null && cp pang_xihe_resume.pdf ../../cvs/)
.venv/bin/python make_docx.py
(cd jc && xelatex -interaction=nonstopmode kerensa_pengelly_2026.tex >/dev/null \
   && pdftotext -layout kerensa_pengelly_2026.pdf kerensa_pengelly_2026_page.txt \
   && pdftoppm -r 150 -png -singlefile kerensa_pengelly_2026.pdf page-1)
.venv/bin/python make_photo.py
# cvs/rao_wanting_简历.md and cvs/kerensa_pengelly_cv_2022.txt are hand-written (no build step).
.venv/bin/python check_evidence.py
