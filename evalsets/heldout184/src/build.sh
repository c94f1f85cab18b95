#!/bin/bash
# Rebuilds every file in ../cvs from the sources here (the .md and .txt CVs are hand-written in cvs/).
set -e
cd "$(dirname "$0")"
for t in lorna_brackenbury xianyu_zeming nalani_fairholm_2026; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null; xelatex -interaction=nonstopmode $t.tex >/dev/null
done
cp lorna_brackenbury.pdf xianyu_zeming.pdf ../cvs/
pdftotext nalani_fairholm_2026.pdf nalani_fairholm_2026_page.txt   # text of the photographed page
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py && rm -f nf_page.png
