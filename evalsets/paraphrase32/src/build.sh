#!/bin/bash
# Rebuilds cvs/ from src/. Needs xelatex (texlive + ctex + moderncv), poppler, python venv in src/.venv.
set -e
cd "$(dirname "$0")"
for t in ravindra_kulasekaran_cv nie_shuhan_zh osvaldo_ferraz_cv dorothea_quansah_cv; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp ravindra_kulasekaran_cv.pdf ../cvs/
cp nie_shuhan_zh.pdf ../cvs/聂书涵_简历.pdf
cp osvaldo_ferraz_cv.pdf ../cvs/
pdftotext dorothea_quansah_cv.pdf dorothea_quansah_photo_page.txt
pdftoppm -r 150 -png -singlefile dorothea_quansah_cv.pdf dq_page
.venv/bin/python make_photo.py && rm dq_page.png
.venv/bin/python make_docx.py
# cvs/shi_yuxuan_cv.md, cvs/ayodele_bankole.txt, cvs/luo_tianqi_2021.txt are hand-written in place.
# fontawesome5.sty / academicons.sty here are empty stubs so moderncv builds without those packages.
.venv/bin/python gen_questions.py
.venv/bin/python check_evidence.py
