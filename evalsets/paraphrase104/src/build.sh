#!/bin/sh
# Rebuild every CV in ../cvs from these sources (run from src/)
set -e
cd "$(dirname "$0")"
for t in leontine_aukema ji_silan_zh matus_hrdlicka; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null; cp $t.pdf ../cvs/
done
xelatex -interaction=nonstopmode guo_qinyao_photo.tex >/dev/null
pdftotext guo_qinyao_photo.pdf guo_qinyao_page.txt
pdftoppm -r 150 -png guo_qinyao_photo.pdf guo_qinyao_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# xiang_zhiyan_2022.txt, xiang_zhiyan_en.md and maartje_lindeboom.json are hand-written directly in ../cvs
