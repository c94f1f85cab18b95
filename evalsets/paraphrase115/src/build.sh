#!/bin/bash
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode sobanski.tex >/dev/null && cp sobanski.pdf ../cvs/kasimir_sobanski_cv.pdf
xelatex -interaction=nonstopmode lu_yanchuan.tex >/dev/null && cp lu_yanchuan.pdf ../cvs/卢衍川_简历.pdf
TEXINPUTS=./stubs//: xelatex -interaction=nonstopmode tu_kaiwen.tex >/dev/null && cp tu_kaiwen.pdf ../cvs/Kaiwen_Tu_DataEngineer.pdf
xelatex -interaction=nonstopmode ben_langzhou.tex >/dev/null
pdftotext ben_langzhou.pdf ben_langzhou_page.txt          # text of the photographed page
pdftoppm -r 150 -png ben_langzhou.pdf ben_langzhou
.venv/bin/python make_photo.py                            # -> ../cvs/IMG_20261103_184522.jpg
.venv/bin/python make_docx.py                             # -> the two .docx files
# 邓亦骁_硬件工程师_2022.txt, Yixiao_Deng_Hardware_2026.md and resume_keyupu.json are hand-written in ../cvs
