#!/bin/bash
# Rebuild cvs/ of paraphrase23 from src/. Markdown and text CVs are written by hand directly in cvs/.
set -e
cd "$(dirname "$0")"
for f in xie_zhuoran rahel_tesfaye kwame; do xelatex -interaction=batchmode $f.tex >/dev/null; done
cp xie_zhuoran.pdf "../cvs/谢卓然_简历.pdf"
cp rahel_tesfaye.pdf ../cvs/Rahel_Tesfaye_CV.pdf
# phone photo of Kwame's page (no text layer); page text kept in kwame_page.txt
pdftotext kwame.pdf kwame_page.txt
pdftoppm -r 150 -png -singlefile kwame.pdf kwame_page
convert kwame_page.png -background '#d8d4cc' -rotate 1.8 \
  \( +clone -fill white -colorize 100 -background black -vignette 0x180 \) -compose multiply -composite \
  -blur 0x0.8 -attenuate 0.5 +noise Gaussian -fill '#e9e1d0' -colorize 8 -quality 82 ../cvs/kwame_cv_photo.jpg
.venv/bin/python make_docx.py
