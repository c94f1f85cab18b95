#!/bin/sh
# Rebuild every CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
for t in song_chengyi_zh kaiwen_yan_cv ruolan_tian_cv feng_keyi_zh; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp song_chengyi_zh.pdf ../cvs/宋承翊_感知算法.pdf
cp kaiwen_yan_cv.pdf ../cvs/Kaiwen_Yan_RF.pdf
cp ruolan_tian_cv.pdf ../cvs/RTian_CV_2026.pdf
pdftotext -layout feng_keyi_zh.pdf feng_keyi_page1.txt
pdftoppm -r 150 -png -singlefile feng_keyi_zh.pdf feng_page
.venv/bin/python make_photo.py          # -> ../cvs/IMG_20260311_184502.jpg (no text layer)
.venv/bin/python make_docx.py           # -> the two .docx files
# ylva_brattstrom_interiors.md, 庞熙远_简历_2021.txt and xiyuan_pang_resume.json are hand-written in ../cvs
