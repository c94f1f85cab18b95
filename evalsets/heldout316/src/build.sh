#!/bin/sh
# Rebuild all CV files of heldout316 into ../cvs (run from src/).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode odunsi_cv.tex >/dev/null && cp odunsi_cv.pdf ../cvs/Ebunoluwa_Odunsi_CV.pdf
xelatex -interaction=nonstopmode ou_langfeng_zh.tex >/dev/null && cp ou_langfeng_zh.pdf ../cvs/区朗峰_简历.pdf
.venv/bin/python make_docx.py
# phone photo of the older (2023) Chinese CV of 莘宇恒; its text is kept for quote checks
xelatex -interaction=nonstopmode shen_yuheng_2023_zh.tex >/dev/null
pdftotext shen_yuheng_2023_zh.pdf photo_page_text_莘宇恒_2023.txt
pdftoppm -r 150 -png shen_yuheng_2023_zh.pdf page
.venv/bin/python make_photo.py
# yuheng_shen_cv_2026.md and arseneau_cv.json are hand-written directly in ../cvs
rm -f *.aux *.log
