#!/bin/bash
# Rebuilds every file in ../cvs from the sources here. Run from anywhere.
set -e
S=$(cd "$(dirname "$0")" && pwd); C="$S/../cvs"; PY="$S/.venv/bin/python"
(cd "$S/qr"  && xelatex -interaction=nonstopmode kasimir_hollenbeck_cv.tex >/dev/null && cp kasimir_hollenbeck_cv.pdf "$C/")
(cd "$S/fab" && xelatex -interaction=nonstopmode diao_zhenlin_resume.tex >/dev/null && cp diao_zhenlin_resume.pdf "$C/刁振霖_简历.pdf")
(cd "$S/ux"  && "$PY" make_docx.py)
(cd "$S/vet" && xelatex -interaction=nonstopmode fenella_gorringe_cv_2026.tex >/dev/null \
   && pdftotext -layout fenella_gorringe_cv_2026.pdf fenella_gorringe_cv_2026_page_text.txt \
   && pdftoppm -r 150 -png -singlefile fenella_gorringe_cv_2026.pdf page && "$PY" make_photo.py && rm page.png)
# cvs/区婉仪_供应链管理.md and cvs/fenella_gorringe_cv_2021.txt are hand-written directly in cvs/.
