#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -d .venv ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
# TEXINPUTS: stub fontawesome5.sty / academicons.sty live here (moderncv icon packages are missing)
for t in zhangshuhang_cv_zh oyelaran_cv geng_lixuan_cv ziboyuan_page; do xelatex -interaction=batchmode $t.tex >/dev/null; done
cp zhangshuhang_cv_zh.pdf ../cvs/zhangshuhang_cv_zh.pdf
cp oyelaran_cv.pdf ../cvs/Marguerite_Oyelaran_CV.pdf
cp geng_lixuan_cv.pdf ../cvs/lixuan_geng_cv_2026.pdf
pdftotext -layout ziboyuan_page.pdf ziboyuan_page.txt          # text of the photographed page
pdftoppm -r 150 -png -singlefile ziboyuan_page.pdf ziboyuan_page
.venv/bin/python make_photo.py                                  # -> ../cvs/IMG_20261103_094512.jpg
.venv/bin/python make_docx.py                                   # -> ../cvs/*.docx
# ../cvs/jedrzej_brzozowski_sre_2026.md, ../cvs/CV_JB_2021.txt and ../cvs/resume.json are hand-written.
