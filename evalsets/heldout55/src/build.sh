#!/bin/bash
# Rebuild all CV files of heldout55 into ../cvs (run from src/).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode xinyu_pei_resume.tex >/dev/null && cp xinyu_pei_resume.pdf ../cvs/Xinyu_Pei_Resume_2026.pdf
xelatex -interaction=nonstopmode lan_yuzhou_zh.tex >/dev/null && cp lan_yuzhou_zh.pdf ../cvs/蓝雨舟_数据工程师.pdf
# old (2021) CV of Pei Xinyu: printed page -> phone photo, no text layer
xelatex -interaction=nonstopmode pei_xinyu_2021_print.tex >/dev/null
pdftotext -layout pei_xinyu_2021_print.pdf pei_xinyu_2021_page.txt
pdftoppm -r 150 -png pei_xinyu_2021_print.pdf page
.venv/bin/python make_photo.py page-1.png ../cvs/IMG_20210114_093052.jpg
.venv/bin/python make_docx.py
# felipe_aranda_resume.md is written by hand directly in ../cvs
