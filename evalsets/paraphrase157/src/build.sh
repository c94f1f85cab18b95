#!/bin/sh
# Rebuilds every CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
for t in yang_siyi_zh zodwa_sithebe_cv wouter_verhelst_cv; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null && cp $t.pdf ../cvs/
done
.venv/bin/python make_docx.py
# phone photo: render, keep the page text for quote checks, then photo effects (no text layer)
xelatex -interaction=nonstopmode nie_yuxi_zh.tex >/dev/null
pdftotext nie_yuxi_zh.pdf nie_yuxi_zh_page_text.txt
pdftoppm -r 150 -png -f 1 -l 1 nie_yuxi_zh.pdf nie_page
.venv/bin/python make_photo.py nie_page-1.png "../cvs/IMG_20260611_乜语溪简历.jpg"
# gou_yanzhi_cv.md, 危浩青_简历_2021.txt and haoqing_wei_resume.json are hand-written in ../cvs
