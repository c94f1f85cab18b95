#!/bin/bash
# Rebuild the CV files in ../cvs from these sources.
set -e; cd "$(dirname "$0")"
for f in shao_jingyi_zh leontyne_varkonyi perpetua_nwachukwu lu_yingchuan_zh; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp shao_jingyi_zh.pdf leontyne_varkonyi.pdf perpetua_nwachukwu.pdf ../cvs/
pdftotext -layout lu_yingchuan_zh.pdf IMG_20261103_0912.page.txt   # text of the photographed page
.venv/bin/python make_photo.py && rm -f page*.png                  # lu_yingchuan_zh.pdf -> ../cvs/IMG_20261103_0912.jpg
.venv/bin/python make_docx.py                                      # two DOCX files
# lvjiashu_cv_2021.txt, thibaut_gaudreau.md, gethin_treloar.resume.json are written by hand in ../cvs
