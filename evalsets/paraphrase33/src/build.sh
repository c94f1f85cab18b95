#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode zhang_qiushi.tex >/dev/null && cp zhang_qiushi.pdf ../cvs/zhang_qiushi_cv.pdf
xelatex -interaction=nonstopmode mirko_albrecht.tex >/dev/null && cp mirko_albrecht.pdf ../cvs/mirko_albrecht_cv.pdf
.venv/bin/python make_docx.py
# phone photo of a Chinese page (no text layer); page text kept in nie_simin_page.txt
xelatex -interaction=nonstopmode nie_simin.tex >/dev/null
pdftotext nie_simin.pdf nie_simin_page.txt
pdftoppm -r 150 -png -singlefile nie_simin.pdf nie_page
.venv/bin/python make_photo.py nie_page.png ../cvs/聂思敏_简历_拍照.jpg
rm -f nie_page.png
# the markdown, txt and json CVs in ../cvs are hand-written sources themselves
