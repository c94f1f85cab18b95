#!/bin/bash
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
for t in jiang_shuwei vrinda_kasturi ludovica_ferrante tu_sihan; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null   # fontawesome5.sty / academicons.sty here are icon stubs for moderncv
done
cp jiang_shuwei.pdf ../cvs/蒋书蔚_简历.pdf
cp vrinda_kasturi.pdf ../cvs/vrinda_kasturi_cv.pdf
cp tu_sihan.pdf ../cvs/屠思涵_简历.pdf
# phone photo: page text kept in ludovica_ferrante_page.txt, image has no text layer
pdftotext -layout ludovica_ferrante.pdf ludovica_ferrante_page.txt
pdftoppm -r 150 -png -singlefile ludovica_ferrante.pdf ludovica_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# rhiannon_takeda_2021.txt, rhiannon_takeda_cv.md and gan_zhuoyuan.json are written by hand in ../cvs
rm -f *.aux *.log *.out
