#!/bin/sh
# Rebuilds cvs/ from these sources. Run from src/.
set -e
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
(cd hz && xelatex -interaction=nonstopmode han_zhiheng_2026.tex >/dev/null && cp han_zhiheng_2026.pdf ../../cvs/韩知衡_简历_2026.pdf)
(cd sk && xelatex -interaction=nonstopmode szymon_kaczmarek_cv.tex >/dev/null && cp szymon_kaczmarek_cv.pdf ../../cvs/)
(cd lb && xelatex -interaction=nonstopmode leonor_baptista.tex >/dev/null && pdftotext leonor_baptista.pdf leonor_baptista_page.txt \
   && pdftoppm -r 150 -png leonor_baptista.pdf page && ../.venv/bin/python photo.py)
.venv/bin/python make_docx.py
# cvs/resume_2021.txt and cvs/ong_mei_lin.json are hand-written (no generator).
