#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
for t in selma_tveiten tomasz_olejniczak wu_chenxiao_zh; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null; cp $t.pdf ../cvs/
done
# phone photo: page -> PNG -> Pillow effects -> JPG (no text layer); page text kept here
xelatex -interaction=nonstopmode yu_chenxi_photo_page.tex >/dev/null
pdftotext yu_chenxi_photo_page.pdf IMG_20251104_213355.txt
pdftoppm -r 150 -png -singlefile yu_chenxi_photo_page.pdf yu_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# amelie_pargeter_cv_2021.txt, nie_yinglan_resume.md and ines_valderrama.json are hand-written in ../cvs
