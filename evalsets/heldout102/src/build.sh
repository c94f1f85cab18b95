#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
(cd grainne && xelatex -interaction=nonstopmode grainne_mulcahy_cv.tex >/dev/null && cp grainne_mulcahy_cv.pdf ../../cvs/)
(cd lengjiashu && xelatex -interaction=nonstopmode lengjiashu.tex >/dev/null && xelatex -interaction=nonstopmode lengjiashu.tex >/dev/null && cp lengjiashu.pdf "../../cvs/冷嘉澍_推荐算法_简历.pdf")
(cd yutingsong && ../.venv/bin/python make_docx.py)
(cd farouk && xelatex -interaction=nonstopmode farouk_2026.tex >/dev/null && pdftotext farouk_2026.pdf farouk_2026_page.txt && pdftoppm -r 150 -png farouk_2026.pdf farouk_2026 && ../.venv/bin/python make_photo.py)
# cvs/ruben_okoye.resume.json and cvs/cv_2022_sre.txt are written by hand.
