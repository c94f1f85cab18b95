#!/bin/sh
# Rebuilds every file in ../cvs (the JSON Resume and the old .txt are hand-written in cvs/ directly).
set -e
cd "$(dirname "$0")"
(cd kmiecik && xelatex -interaction=nonstopmode kmiecik.tex >/dev/null && cp kmiecik.pdf ../../cvs/ksawery_kmiecik_cv.pdf)
(cd rao && xelatex -interaction=nonstopmode rao.tex >/dev/null && cp rao.pdf ../../cvs/饶奕川_ISP调校_简历.pdf)
(cd ji && xelatex -interaction=nonstopmode ji_2026.tex >/dev/null && pdftotext ji_2026.pdf ji_2026_page_text.txt && pdftoppm -r 150 -png ji_2026.pdf page)
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
