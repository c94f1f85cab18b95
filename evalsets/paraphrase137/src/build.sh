#!/bin/sh
# Rebuilds every CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
for f in lan_weiqi_2022_zh weiqi_lan_cv naveen_rajapaksa you_peishan_zh; do
  xelatex -interaction=nonstopmode $f.tex >/dev/null
done
cp lan_weiqi_2022_zh.pdf ../cvs/lan_weiqi_2022.pdf
cp weiqi_lan_cv.pdf naveen_rajapaksa.pdf ../cvs/
# phone photo of the store manager's CV page (no text layer); page text kept here
pdftotext you_peishan_zh.pdf IMG_20260914_183207.txt
pdftoppm -r 150 -png you_peishan_zh.pdf page
.venv/bin/python make_photo.py page-1.png ../cvs/IMG_20260914_183207.jpg
.venv/bin/python make_docx.py
# jakub_sobolewski.md, cv_video_editor_2026.txt and resume.json are written by hand in ../cvs
