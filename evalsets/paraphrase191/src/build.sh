#!/bin/bash
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
xelatex -interaction=batchmode qiu_lanxing_zh.tex   && cp qiu_lanxing_zh.pdf ../cvs/仇澜星_简历.pdf
xelatex -interaction=batchmode sandmann_cv.tex      && cp sandmann_cv.pdf ../cvs/Friederike_Sandmann_CV.pdf   # moderncv, stub fontawesome5.sty here
xelatex -interaction=batchmode ye_zhanpeng_cv.tex   && cp ye_zhanpeng_cv.pdf ../cvs/ZhanpengYe_CV_2026.pdf   # awesome-cv look-alike
xelatex -interaction=batchmode feng_wanzhi_zh.tex
pdftotext -layout feng_wanzhi_zh.pdf feng_wanzhi_page_text.txt                 # text of the photographed page
pdftoppm -r 150 -png -singlefile feng_wanzhi_zh.pdf feng_page
.venv/bin/python make_photo.py                                                 # -> ../cvs/IMG_20261104_091532.jpg
.venv/bin/python make_docx.py                                                  # -> the two .docx
# hanlin_xie_resume_2022.txt, hanlin_xie_resume_2026.json and 曾牧远_简历.md are written by hand in ../cvs
