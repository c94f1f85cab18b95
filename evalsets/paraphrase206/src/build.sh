#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
export TEXINPUTS=.:   # stub fontawesome5/academicons for moderncv
for t in kilbride lyu mi_xiaocheng tu_minghan; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp kilbride.pdf ../cvs/ewan_kilbride_cv.pdf
cp lyu.pdf ../cvs/wenxuan_lyu_resume.pdf
cp mi_xiaocheng.pdf ../cvs/宓晓澄_工艺工程师.pdf
pdftotext tu_minghan.pdf tu_minghan_page1.txt          # text of the photographed page (for quotes)
pdftoppm -r 150 -png -f 1 -l 1 tu_minghan.pdf tu_page
.venv/bin/python make_photo.py                          # -> ../cvs/IMG_20260412_093317.jpg
.venv/bin/python make_docx.py                           # -> the two .docx
# fenna_oudejans.md, 匡雅岚_简历.txt and corwin_eastlake_resume_2023.json are written by hand in ../cvs
rm -f *.aux *.log *.out
