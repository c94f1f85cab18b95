#!/bin/bash
# Rebuilds cvs/ from src/. Needs texlive-xetex, texlive-latex-extra, texlive-lang-chinese,
# fonts-noto-cjk, poppler-utils and the venv (python-docx, pypdf, pillow) in src/.venv.
set -e
cd "$(dirname "$0")"
(cd iv && pdflatex -interaction=nonstopmode ilario_vescovi_cv.tex >/dev/null && cp ilario_vescovi_cv.pdf ../../cvs/)
(cd gmq && xelatex -interaction=nonstopmode gu_mingqian.tex >/dev/null && cp gu_mingqian.pdf "../../cvs/顾鸣谦_量化开发_简历.pdf")
.venv/bin/python make_docx.py
(cd mk && xelatex -interaction=nonstopmode kettunen_cv_2026.tex >/dev/null \
   && pdftotext kettunen_cv_2026.pdf kettunen_cv_2026_page.txt \
   && pdftoppm -r 150 -png -singlefile kettunen_cv_2026.pdf page)
.venv/bin/python make_photo.py
# cvs/peiling_hsu_resume.json and cvs/kettunen_cv_2021.txt are hand-written (no source step).
