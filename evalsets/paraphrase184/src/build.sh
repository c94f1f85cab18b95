#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
TEXINPUTS=./stubs//: xelatex -interaction=nonstopmode aalvik_sigrid_cv.tex   # moderncv, icon packages stubbed
xelatex -interaction=nonstopmode xiao_dinglan_zh.tex                         # ctex
xelatex -interaction=nonstopmode keshavamurthy_nandini_cv.tex                # awesome-cv look-alike
xelatex -interaction=nonstopmode wen_xihe_page.tex                           # becomes the phone photo
cp aalvik_sigrid_cv.pdf xiao_dinglan_zh.pdf keshavamurthy_nandini_cv.pdf ../cvs/
pdftotext wen_xihe_page.pdf wen_xihe_page.txt
pdftoppm -r 150 -png -singlefile wen_xihe_page.pdf wen_xihe_page
.venv/bin/python make_photo.py && rm -f wen_xihe_page.png
.venv/bin/python make_docx.py
# ../cvs/kuang_yuxi_resume.json, ../cvs/邝语汐_简历_2021.md and ../cvs/mateo_ravelli_cv.txt are hand-written.
.venv/bin/python make_questions.py
