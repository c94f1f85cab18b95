#!/bin/sh
# Rebuild every CV in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
cd tex
for f in tang_yuelan folake_akintola niu_chengchuan rui_qinghe_page; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp tang_yuelan.pdf ../../cvs/Yuelan_Tang_CV.pdf
cp folake_akintola.pdf ../../cvs/folake-akintola-coo.pdf
cp niu_chengchuan.pdf ../../cvs/钮承川_DFT.pdf
pdftotext rui_qinghe_page.pdf ../rui_qinghe_page_text.txt
pdftoppm -r 150 -png -singlefile rui_qinghe_page.pdf rui_qinghe_page
cd ..
.venv/bin/python make_photo.py tex/rui_qinghe_page.png ../cvs/IMG_20261103_简历拍照.jpg
.venv/bin/python make_docx.py
# resume_2020.txt, mingke_shen.md and kwok_sze_wing.json are hand-written directly in ../cvs
