#!/bin/bash
# Rebuilds everything in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode rohan_deshpande.tex >/dev/null
cp rohan_deshpande.pdf ../cvs/rohan_deshpande_cv.pdf
xelatex -interaction=nonstopmode jiang_muchuan.tex >/dev/null
cp jiang_muchuan.pdf ../cvs/蒋沐川_芯片设计.pdf
# phone photo of Graham Okonedo's CV (no text layer); page text kept in graham_okonedo_page_text.txt
xelatex -interaction=nonstopmode graham_okonedo.tex >/dev/null
pdftotext graham_okonedo.pdf graham_okonedo_page_text.txt
pdftoppm -r 150 -png -singlefile graham_okonedo.pdf graham_page
convert graham_page.png -background '#d8d4cc' -rotate 1.8 \( +clone -fill white -colorize 100 -fx '1-0.45*((i/w-0.5)^2+(j/h-0.5)^2)*2' \) -compose multiply -composite -fill '#f3e9d2' -colorize 8 -blur 0x0.8 -attenuate 0.35 +noise Gaussian -quality 82 ../cvs/IMG_20261103_142217.jpg
# DOCX files
.venv/bin/python make_docx.py
# The two .md files and the .txt file in ../cvs are hand-written originals (no build step).
