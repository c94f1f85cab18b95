#!/bin/sh
# Rebuilds the generated CV files of paraphrase117 (md/txt/json CVs are written by hand in cvs/).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
for f in overbeek gu_shuyuan furey xie_siyu; do xelatex -interaction=batchmode $f.tex >/dev/null; done
cp overbeek.pdf ../cvs/marit_overbeek_cv.pdf
cp gu_shuyuan.pdf ../cvs/谷舒远_硬件工程师.pdf
cp furey.pdf ../cvs/Declan_Furey_PCB.pdf
pdftotext -layout xie_siyu.pdf xie_siyu_page1.txt          # text of the photographed page
pdftoppm -r 150 -png -singlefile xie_siyu.pdf xie_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
