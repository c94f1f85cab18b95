#!/bin/sh
# Rebuilds every file in ../cvs from these sources.
set -e
cd "$(dirname "$0")"
(cd weng && xelatex -interaction=batchmode weng_2026.tex && pdftotext -layout weng_2026.pdf ../weng_chenxi_2026_page.txt && pdftoppm -r 150 -png weng_2026.pdf page)
.venv/bin/python make_photo.py weng/page-1.png ../cvs/IMG_20261103_184512.jpg   # phone photo, no text layer
(cd wei && xelatex -interaction=batchmode wei_wanzhou.tex) && cp wei/wei_wanzhou.pdf ../cvs/卫晚舟_品牌设计.pdf
(cd tang && xelatex -interaction=batchmode muqing_tang.tex) && cp tang/muqing_tang.pdf ../cvs/Muqing_Tang_CV.pdf
.venv/bin/python make_docx.py
# cvs/翁晨曦_简历_2022.txt and cvs/soren_lykkegaard.md are hand-written (no generator).
