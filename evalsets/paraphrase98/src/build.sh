#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
for t in imke_vandersloot lei_zhenhao yan_jingyao_zh; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null; cp $t.pdf ../cvs/
done
# phone photo: render, keep the page text for quote checks, then photo effects (no text layer)
xelatex -interaction=nonstopmode miao_jingran_zh.tex >/dev/null
pdftotext miao_jingran_zh.pdf miao_jingran_zh_page1.txt
pdftoppm -r 150 -png -singlefile miao_jingran_zh.pdf miao_page
.venv/bin/python make_photo.py && mv miao_page.png miao_jingran_zh_page1.png
.venv/bin/python make_docx.py
# cvs/pu_siyan_2022.txt, cvs/siyan_pu_resume.md and cvs/tang_weizhou.resume.json are hand-written.
rm -f *.aux *.log
