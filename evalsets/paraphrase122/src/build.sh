#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
cd tex
xelatex -interaction=nonstopmode henrike_sundqvist.tex >/dev/null && cp henrike_sundqvist.pdf ../../cvs/henrike_sundqvist_cv.pdf
xelatex -interaction=nonstopmode fu_yanchuan.tex >/dev/null && cp fu_yanchuan.pdf ../../cvs/傅砚川_简历.pdf
# moderncv: fontawesome5.sty / academicons.sty here are stubs (icon packages missing)
xelatex -interaction=nonstopmode oskar_halvorsrud.tex >/dev/null && cp oskar_halvorsrud.pdf ../../cvs/Halvorsrud_Oskar_CV.pdf
cd ../photo
xelatex -interaction=nonstopmode ../wen_jiaxu_2021_zh.tex >/dev/null
pdftotext -layout wen_jiaxu_2021_zh.pdf ../wen_jiaxu_2021_zh_page.txt
pdftoppm -r 150 -png -singlefile wen_jiaxu_2021_zh.pdf page
cd ..
.venv/bin/python photo.py          # -> ../cvs/IMG_20210614_093512.jpg (no text layer)
.venv/bin/python make_docx.py      # -> the two .docx files
# jiaxu_wen_resume_2026.md, teodora_vukelic.resume.json and 梅晚晴_2026届_法学.txt are hand-written in ../cvs
