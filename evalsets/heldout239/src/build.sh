#!/bin/sh
# Rebuilds every file in cvs/ from src/. Run from the set folder: sh src/build.sh
set -e
cd "$(dirname "$0")/.."
(cd src/p1 && xelatex -interaction=nonstopmode holmsgaard_cv.tex >/dev/null)
cp src/p1/holmsgaard_cv.pdf cvs/frederikke_holmsgaard_cv.pdf
(cd src/p2 && xelatex -interaction=nonstopmode yi_xiaotong.tex >/dev/null)
cp src/p2/yi_xiaotong.pdf cvs/羿晓桐_简历.pdf
src/.venv/bin/python src/make_docx.py
(cd src/p5 && xelatex -interaction=nonstopmode wan_aisyah_2026.tex >/dev/null \
  && pdftotext wan_aisyah_2026.pdf wan_aisyah_2026_page.txt && pdftoppm -r 150 -png wan_aisyah_2026.pdf page)
src/.venv/bin/python src/make_photo.py
# cvs/zadie_kerslake.md and cvs/wan_aisyah_cv_2023.txt are written by hand (no source).
