#!/bin/sh
# Rebuilds every CV in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
(cd hv && xelatex -interaction=nonstopmode ludmila_vashchenko.tex && xelatex -interaction=nonstopmode ludmila_vashchenko.tex && cp ludmila_vashchenko.pdf ../../cvs/)
(cd py && xelatex -interaction=nonstopmode puyang_sicen_zh.tex && cp puyang_sicen_zh.pdf "../../cvs/濮阳思岑_简历.pdf")
(cd cj && xelatex -interaction=nonstopmode chu_jiaheng_2026.tex && cp chu_jiaheng_2026.pdf ../../cvs/Jiaheng_Chu_CV_2026.pdf)
(cd cj && xelatex -interaction=nonstopmode chu_jiaheng_2020_zh.tex && pdftotext chu_jiaheng_2020_zh.pdf ../IMG_20200614_213355.txt \
   && pdftoppm -r 150 -png -f 1 -l 1 chu_jiaheng_2020_zh.pdf page && ../.venv/bin/python ../photo.py page-1.png ../../cvs/IMG_20200614_213355.jpg && rm page-1.png)
.venv/bin/python make_docx.py
# sound_design_cv.md, 璩念安_室内设计.txt and aruzhan_tulegenova.resume.json are hand-written directly in ../cvs
