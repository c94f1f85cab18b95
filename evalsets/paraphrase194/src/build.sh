#!/bin/bash
# Rebuild the CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
xelatex -interaction=batchmode ge_yihang_zh.tex && cp ge_yihang_zh.pdf ../cvs/戈亦航_推荐算法_简历.pdf
xelatex -interaction=batchmode folasade_whitcombe.tex && cp folasade_whitcombe.pdf ../cvs/Whitcombe_F_CV_2026.pdf   # needs the stub fontawesome5.sty/academicons.sty here
xelatex -interaction=batchmode keshav_iyengar.tex && cp keshav_iyengar.pdf ../cvs/keshav_iyengar_cv.pdf
.venv/bin/python make_docx.py ../cvs
xelatex -interaction=batchmode gui_yunfan_2026.tex
pdftotext gui_yunfan_2026.pdf gui_yunfan_2026_page.txt      # text of the photographed page
pdftoppm -r 150 -png -singlefile gui_yunfan_2026.pdf gui_page
.venv/bin/python make_photo.py gui_page.png ../cvs/IMG_20261012_093315.jpg
#桂云帆_简历_2019.txt, frontend_cv_2026.md and resume.json are written by hand in ../cvs
