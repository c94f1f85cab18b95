#!/bin/bash
# Rebuild every CV in ../cvs from these sources.
set -e
cd "$(dirname "$0")"
for t in yunqi_tao xue_tinghe lennart_buehlmann; do xelatex -interaction=nonstopmode $t.tex >/dev/null; cp $t.pdf ../cvs/; done
# photographed page: render, keep the text, turn into a photo
xelatex -interaction=nonstopmode ke_yining.tex >/dev/null
pdftotext ke_yining.pdf ke_yining_page_text.txt
pdftoppm -r 150 -png ke_yining.pdf ke_yining_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# ../cvs/nuno_carvalheira_android.md, ../cvs/应思岚_简历.txt and ../cvs/callum_wetherby_resume.json are hand-written
