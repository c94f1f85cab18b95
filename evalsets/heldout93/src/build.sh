#!/bin/bash
# Rebuilds cvs/ from src/. Needs xelatex, poppler-utils, fonts-noto-cjk and src/.venv
# (python-docx, pypdf, pillow, pyyaml). The .txt and .md CVs are written directly in cvs/.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode gwendolyn_paik.tex >/dev/null && cp gwendolyn_paik.pdf ../cvs/gwendolyn_paik.pdf
xelatex -interaction=nonstopmode niujiahe_2023.tex >/dev/null && cp niujiahe_2023.pdf "../cvs/牛嘉禾_简历_2023.pdf"
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode yesenia_thornbury.tex >/dev/null
pdftotext -layout yesenia_thornbury.pdf yesenia_thornbury_page.txt
pdftoppm -r 150 -png yesenia_thornbury.pdf yt
.venv/bin/python make_photo.py
rm -f *.aux *.log
.venv/bin/python check_evidence.py
