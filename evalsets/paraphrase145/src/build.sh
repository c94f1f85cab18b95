#!/bin/bash
# Builds the PDF CVs from LaTeX, the DOCX files, and the phone photo.
set -e
cd "$(dirname "$0")"
for f in henrika_lindroos gu_minghao_cv tomas_iriarte_2026; do
  xelatex -interaction=nonstopmode -halt-on-error $f.tex >/dev/null
done
cp henrika_lindroos.pdf ../cvs/Henrika_Lindroos_CV.pdf
cp gu_minghao_cv.pdf ../cvs/辜明灏_简历.pdf
cp tomas_iriarte_2026.pdf ../cvs/Tomas_Iriarte_CV_2026.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode -halt-on-error ju_ruoying_page.tex >/dev/null
pdftotext -layout ju_ruoying_page.pdf ju_ruoying_photo_text.txt
pdftoppm -r 150 -png -singlefile ju_ruoying_page.pdf ju_page
.venv/bin/python make_photo.py
