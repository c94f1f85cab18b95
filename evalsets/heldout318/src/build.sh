#!/bin/sh
# Rebuild all CV files in ../cvs from these sources. Run from src/.
set -e
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
xelatex -interaction=nonstopmode kwok_hiutung_en.tex   # uses stub fontawesome5/academicons .sty in this folder
cp kwok_hiutung_en.pdf ../cvs/kwok_hiutung_en.pdf
xelatex -interaction=nonstopmode qi_wenyue_zh.tex
cp qi_wenyue_zh.pdf ../cvs/祁文越_简历.pdf
xelatex -interaction=nonstopmode guo_xiaotong_zh_2023.tex
pdftotext -layout guo_xiaotong_zh_2023.pdf guo_xiaotong_zh_2023_photo.txt   # text of the photographed page
pdftoppm -r 150 -png -singlefile guo_xiaotong_zh_2023.pdf guo_page
.venv/bin/python make_photo.py guo_page.png ../cvs/郭晓彤_简历_2023.jpg
.venv/bin/python make_docx.py
# elin_marklund_cv.md and he_manning_resume.json are hand-written directly in ../cvs
rm -f guo_page.png *.aux *.log *.out
