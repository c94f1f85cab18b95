#!/bin/sh
# Rebuilds all CV files in ../cvs from these sources.
set -e
cd "$(dirname "$0")"
for t in liao_zhenchuan ke_lanting mei_lanxin wen_yutong; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp liao_zhenchuan.pdf ../cvs/廖振川_简历.pdf
cp ke_lanting.pdf ../cvs/Ke_Lanting_CV.pdf
cp mei_lanxin.pdf ../cvs/lanxin_mei_cv.pdf
pdftotext wen_yutong.pdf wen_yutong_photo_page_text.txt
pdftoppm -r 150 -png -singlefile wen_yutong.pdf wen_yutong_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# ziqian_nie_resume_2021.json, sre_resume_2026.md and 孟清妍_注册事务.txt are hand-written directly in ../cvs
