#!/bin/bash
# Rebuild cvs/ from src/. Needs xelatex (texlive-latex-extra, texlive-lang-chinese), poppler, ImageMagick.
set -e
cd "$(dirname "$0")"
for t in niamh_castellucci_cv xiangruolan_2026 ruolan_xiang_2023; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp niamh_castellucci_cv.pdf ../cvs/niamh_castellucci_cv.pdf
cp xiangruolan_2026.pdf ../cvs/项若岚_简历_2026.pdf
pdftotext ruolan_xiang_2023.pdf ruolan_xiang_2023_page.txt
pdftoppm -r 150 -png -singlefile ruolan_xiang_2023.pdf page
convert page.png -background '#cfc8b8' -rotate 1.8 \( +clone -fill white -colorize 100 -background black -vignette 0x180+40+40 \) -compose multiply -composite -blur 0x0.7 -attenuate 0.4 +noise Gaussian -modulate 96,90 -quality 82 -strip ../cvs/ruolan_xiang_cv_2023.jpg
rm page.png
.venv/bin/python make_docx.py
cp 钟黎蔓_数据分析.md ../cvs/
cp lin_zechuan.resume.json ../cvs/
