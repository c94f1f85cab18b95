#!/bin/sh
# Rebuilds every file in ../cvs from these sources.
set -e
cd "$(dirname "$0")"
(cd fionn && xelatex -interaction=nonstopmode fionn_garrity_cv.tex >/dev/null) && cp fionn/fionn_garrity_cv.pdf ../cvs/Fionn_Garrity_PM_CV.pdf
(cd gong && xelatex -interaction=nonstopmode gong_chenyi_zh.tex >/dev/null) && cp gong/gong_chenyi_zh.pdf "../cvs/巩晨屹_结构工程师_简历.pdf"
.venv/bin/python make_docx.py
(cd xuan && xelatex -interaction=nonstopmode xuan_xiaoyun_2026.tex >/dev/null && pdftotext -layout xuan_xiaoyun_2026.pdf xuan_xiaoyun_2026_page_text.txt)
.venv/bin/python make_photo.py
# 邴思源-数据开发.md and 宣晓芸_简历_2021.txt are written by hand directly in ../cvs.
