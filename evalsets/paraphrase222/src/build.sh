#!/bin/sh
# Rebuild all CV files in ../cvs from these sources.
set -e
cd "$(dirname "$0")"
for t in wu_simiao_zh malachy_dunne nathaniel_koh yu_anqi_zh; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp wu_simiao_zh.pdf ../cvs/伍思淼_博士简历.pdf
cp malachy_dunne.pdf ../cvs/malachy_dunne_cv.pdf
cp nathaniel_koh.pdf ../cvs/nathaniel_koh_resume.pdf
pdftotext -layout yu_anqi_zh.pdf yu_anqi_photo_page.txt
pdftoppm -r 150 -png -singlefile yu_anqi_zh.pdf yu_anqi_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# jingxing_lu_cv_2026.md, 冼嘉怡简历.txt and qu_zhanpeng.json are written by hand in ../cvs
