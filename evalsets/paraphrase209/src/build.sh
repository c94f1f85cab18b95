#!/bin/sh
# Rebuild every file in ../cvs from these sources.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
for t in yu_jingxi_zh ophelia_kwok_cv weiran_zhuo_cv hou_zhixuan_zh; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null; xelatex -interaction=nonstopmode $t.tex >/dev/null
done
cp yu_jingxi_zh.pdf ophelia_kwok_cv.pdf weiran_zhuo_cv.pdf ../cvs/
pdftotext -layout hou_zhixuan_zh.pdf hou_zhixuan_zh.page.txt   # text of the photographed page
pdftoppm -r 150 -png hou_zhixuan_zh.pdf hou_page
.venv/bin/python make_photo.py          # -> ../cvs/IMG_20261103_214512.jpg
.venv/bin/python make_docx.py           # -> two .docx
# sorcha_madigan_cv_2022.txt, sorcha_madigan_cv.md and xian_wentao_resume.json are hand-written in ../cvs
rm -f *.aux *.log *.out
