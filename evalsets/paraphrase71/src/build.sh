#!/bin/sh
# Rebuilds cvs/ from src/ (the .md, .txt and .json CVs are written by hand directly in cvs/).
set -e
cd "$(dirname "$0")"
(cd hs && xelatex -interaction=nonstopmode hyejin_seo_cv.tex >/dev/null && cp hyejin_seo_cv.pdf ../../cvs/)
(cd iv && xelatex -interaction=nonstopmode ilinca_vlasceanu_resume.tex >/dev/null && cp ilinca_vlasceanu_resume.pdf ../../cvs/)
(cd lh && xelatex -interaction=nonstopmode linghu_nianci_cv_zh.tex >/dev/null && cp linghu_nianci_cv_zh.pdf ../../cvs/)
(cd gs && xelatex -interaction=nonstopmode gareth_seah_cv.tex >/dev/null && pdftotext gareth_seah_cv.pdf gareth_seah_cv_page1.txt \
   && pdftoppm -r 150 -png -f 1 -l 1 gareth_seah_cv.pdf page && ../.venv/bin/python make_photo.py && rm -f page-1.png)
.venv/bin/python make_docx.py
.venv/bin/python make_questions.py
.venv/bin/python check_evidence.py
