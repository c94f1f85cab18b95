#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")/tex"
for f in yuwen_tang pu_wanru callum_strachan liao_xingyan; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp yuwen_tang.pdf ../../cvs/yuwen_tang_cv.pdf
cp pu_wanru.pdf ../../cvs/蒲宛如_数据开发_简历.pdf
cp callum_strachan.pdf ../../cvs/Callum_Strachan_VPE.pdf
# phone photo of the RF engineer's one-page CV (no text layer)
pdftotext -layout liao_xingyan.pdf ../liao_xingyan_photo_page.txt
rm -f liao_page-*.png; pdftoppm -r 150 -png liao_xingyan.pdf liao_page
../.venv/bin/python ../make_photo.py liao_page-1.png IMG_20261103_214512.jpg
cd .. && .venv/bin/python make_docx.py
# ottavia_brenner_2022.md, ottavia-brenner.resume.json and 涂佳禾-2026届-客户端.txt are hand-written in ../cvs
