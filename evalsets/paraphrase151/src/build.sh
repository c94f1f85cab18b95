#!/bin/bash
# Rebuild every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
mkdir -p build
xelatex -interaction=nonstopmode -output-directory=build tai_jingyao_2022.tex >/dev/null
cp build/tai_jingyao_2022.pdf ../cvs/邰景曜_简历_2022.pdf
TEXINPUTS=stubs//: xelatex -interaction=nonstopmode -output-directory=build moraes_giulietta_cv.tex >/dev/null
cp build/moraes_giulietta_cv.pdf ../cvs/Giulietta_Moraes_CV.pdf
xelatex -interaction=nonstopmode -output-directory=build ramcharan_shalini.tex >/dev/null
cp build/ramcharan_shalini.pdf ../cvs/shalini_ramcharan_biostat.pdf
xelatex -interaction=nonstopmode -output-directory=build tao_xingye_page.tex >/dev/null
pdftotext build/tao_xingye_page.pdf tao_xingye_page.txt
pdftoppm -r 150 -png -singlefile build/tao_xingye_page.pdf build/tao_xingye_page
.venv/bin/python make_photo.py build/tao_xingye_page.png ../cvs/陶星野_简历照片.jpg
.venv/bin/python make_docx.py
# jingyao_tai_resume.md, ruan_beichen_简历.txt and joonas_heikkila.resume.json are written by hand in ../cvs
