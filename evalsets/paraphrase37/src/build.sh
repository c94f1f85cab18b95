#!/bin/sh
# Rebuild all CV files in ../cvs from these sources.
set -e
cd "$(dirname "$0")"
for f in mireille_rozendaal_cv camila_ostrowski_2026 fu_jingchuan_zh kaiyu_shen_page; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp mireille_rozendaal_cv.pdf camila_ostrowski_2026.pdf ../cvs/
cp fu_jingchuan_zh.pdf "../cvs/符景川_FPGA工程师简历.pdf"
.venv/bin/python make_docx.py
pdftotext -layout kaiyu_shen_page.pdf kaiyu_shen_photo_text.txt
pdftoppm -r 150 -png -singlefile kaiyu_shen_page.pdf kaiyu_shen_page
.venv/bin/python make_photo.py && rm -f kaiyu_shen_page.png
# camila_resume_2022.json, the .md and the .txt are hand-written directly in ../cvs
