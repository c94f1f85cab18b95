#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -d .venv ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
for t in lun_jiayu_zh hao_yanqiu_cv zhen_haifan_zh; do xelatex -interaction=batchmode $t.tex >/dev/null; done
TEXINPUTS=./sty//: xelatex -interaction=batchmode araminta_coyle.tex >/dev/null   # moderncv, stub icon packages
cp lun_jiayu_zh.pdf hao_yanqiu_cv.pdf araminta_coyle.pdf ../cvs/
.venv/bin/python make_docx.py
# phone photo of the logistics planner's page; its text is kept in zhen_haifan_page.txt
pdftotext -layout zhen_haifan_zh.pdf zhen_haifan_page.txt
pdftoppm -r 150 -png -singlefile zhen_haifan_zh.pdf zhen_page
.venv/bin/python make_photo.py
rm -f zhen_haifan_zh.pdf   # the photo is the only CV form of this page
# cv_2021.md, 冼立朔_简历_2026.txt and tsui_pak_yan.resume.json are written directly in ../cvs
