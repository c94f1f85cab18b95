#!/bin/sh
# Rebuilds every file in ../cvs. Needs xelatex (TeX Live, moderncv, ctex), poppler, fonts-noto-cjk
# and a venv in .venv with python-docx and pillow.
set -e
cd "$(dirname "$0")"
for t in rafael_montemayor celia_fong wang_mingyao_zh vincent_lai; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null || true   # celia_fong logs a harmless icon warning
done
cp rafael_montemayor.pdf celia_fong.pdf wang_mingyao_zh.pdf ../cvs/
# phone photo of the COO's page: text kept in vincent_lai_page.txt, image has no text layer
pdftotext vincent_lai.pdf vincent_lai_page.txt
pdftoppm -r 150 -png -singlefile vincent_lai.pdf vincent_lai_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# mojiarui_android_2022.md, mojiarui_resume_2026.json and 尹若溪_简历.txt are hand-written in ../cvs
