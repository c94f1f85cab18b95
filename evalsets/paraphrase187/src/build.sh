#!/bin/sh
# Rebuild all CV files in ../cvs (run from src/). Needs xelatex, pdftoppm and the venv (.venv).
set -e
cd "$(dirname "$0")"
for t in falk_oberndorfer ji_nanqiao_zh ayu_setiawan zhong_yitan_zh; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp falk_oberndorfer.pdf ../cvs/Falk_Oberndorfer_CV.pdf
cp ji_nanqiao_zh.pdf ../cvs/冀南乔_博士简历.pdf
cp ayu_setiawan.pdf ../cvs/AyuSetiawan_ProductDesigner_2026.pdf
pdftotext zhong_yitan_zh.pdf zhong_yitan_photo_page.txt   # text of the photographed page
pdftoppm -r 150 -png -singlefile zhong_yitan_zh.pdf zhong_page
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
# yiheng-quan-resume.md, 全奕珩_数据工程师_2022.txt and karoline_fjeldstad.resume.json are hand-written in ../cvs
