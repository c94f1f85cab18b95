#!/bin/bash
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
export TEXINPUTS=./texstubs//:
xelatex -interaction=nonstopmode venkatram_cv.tex >/dev/null && cp venkatram_cv.pdf ../cvs/meenakshi_venkatram_cv.pdf
xelatex -interaction=nonstopmode xie_yizhou_2026.tex >/dev/null && cp xie_yizhou_2026.pdf ../cvs/解亦舟_简历_2026.pdf
xelatex -interaction=nonstopmode xie_yizhou_2021_print.tex >/dev/null
pdftotext -layout xie_yizhou_2021_print.pdf xie_yizhou_2021_photo_page.txt   # text of the photographed page
pdftoppm -r 150 -png -singlefile xie_yizhou_2021_print.pdf xie_page
.venv/bin/python make_photo.py      # -> ../cvs/解亦舟_简历_2021_拍照.jpg
.venv/bin/python make_docx.py       # -> ../cvs/Ilkka_Haapaniemi_CV.docx
# ../cvs/闻雅岚-临床数据管理.md and ../cvs/tarek_haddadin.resume.json are written by hand (they are their own source)
