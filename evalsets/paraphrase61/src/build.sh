#!/bin/bash
# Rebuilds cvs/ from src/. Run from src/. The .md, .json and .txt CVs are hand-written directly in cvs/.
set -e
cd "$(dirname "$0")"
for f in ouyang_yanzhou_cv torvald_reinecke_cv yan_zhilan_resume; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
TEXINPUTS=./stubs//: xelatex -interaction=nonstopmode zha_peiran_cv_2026.tex >/dev/null   # stub fontawesome5 (icons missing)
cp ouyang_yanzhou_cv.pdf torvald_reinecke_cv.pdf zha_peiran_cv_2026.pdf ../cvs/
pdftotext -layout yan_zhilan_resume.pdf yan_zhilan_resume.page.txt     # text of the photographed page
pdftoppm -r 150 -png -singlefile yan_zhilan_resume.pdf yan_page
.venv/bin/python make_photo.py     # -> cvs/IMG_20261102_183245.jpg (no text layer)
.venv/bin/python make_docx.py      # -> cvs/Priscilla_Haugland_CV.docx, cvs/聂元朗_简历.docx
