#!/bin/sh
# Rebuild every CV in ../cvs from the sources here.
set -e
cd "$(dirname "$0")/tex"
for t in yin_zhuohang_zh xiaoran_meng_cv marcus_teo_cv yu_wanzhou_zh; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp yin_zhuohang_zh.pdf xiaoran_meng_cv.pdf marcus_teo_cv.pdf ../../cvs/
pdftotext -layout yu_wanzhou_zh.pdf ../yu_wanzhou_photo_page.txt
pdftoppm -r 150 -png -f 1 -l 1 yu_wanzhou_zh.pdf yw
../.venv/bin/python ../make_photo.py yw-1.png ../../cvs/IMG_20261115_213402.jpg
cd .. && .venv/bin/python make_docx.py
# zhuohang_yin_resume_2021.txt, 宋可澄-UI设计师.md and eetu_rantanen.resume.json are hand-written directly in cvs/
