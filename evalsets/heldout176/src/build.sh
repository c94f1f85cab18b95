#!/bin/bash
# Rebuilds cvs/ from src/. Needs xelatex (moderncv, ctex), poppler, and src/.venv with python-docx, pillow.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode saskia_dunstan.tex >/dev/null      # uses stub fontawesome5.sty/academicons.sty
cp saskia_dunstan.pdf ../cvs/saskia_dunstan_cv.pdf
xelatex -interaction=nonstopmode xiahou_zhenglan.tex >/dev/null
cp xiahou_zhenglan.pdf ../cvs/夏侯正澜_简历.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode leilani_brandstetter_2026.tex >/dev/null
pdftotext leilani_brandstetter_2026.pdf leilani_brandstetter_2026_page.txt
.venv/bin/python make_photo.py
# cvs/柯泊宁-冶金工程师.md and cvs/leilani_brandstetter_2021.txt are hand-written (copies in src/)
.venv/bin/python check_evidence.py
