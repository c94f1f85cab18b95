#!/bin/bash
# Rebuilds heldout28/cvs from src/. Needs TeX Live (xelatex, moderncv, ctex, paracol),
# poppler-utils, ImageMagick and the venv in src/.venv (python-docx).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode linnea_castellanos_cv.tex >/dev/null
cp linnea_castellanos_cv.pdf ../cvs/linnea_castellanos_cv.pdf
xelatex -interaction=nonstopmode bian_haoze_resume.tex >/dev/null
cp bian_haoze_resume.pdf ../cvs/卞昊泽_嵌入式_简历.pdf
.venv/bin/python make_docx.py
# old (2022) CV of Pang Yicheng: printed page photographed with a phone
xelatex -interaction=nonstopmode yicheng_pang_cv_2022.tex >/dev/null
pdftotext -layout yicheng_pang_cv_2022.pdf yicheng_pang_cv_2022_page.txt
pdftoppm -r 150 -png -singlefile yicheng_pang_cv_2022.pdf page2022
convert page2022.png -gravity north -crop 1275x1230+0+0 +repage -fill '#f3efe6' -tint 95 \
  -background '#6b6258' -rotate 2.2 -blur 0x0.9 \
  \( +clone -sparse-color Barycentric '0,0 white %w,%h gray40' \) -compose multiply -composite \
  -attenuate 0.6 +noise Gaussian -quality 82 ../cvs/yicheng_pang_cv_2022.jpg
rm -f page2022.png *.aux *.log *.out
# cvs/pang_yicheng_2026.md is written by hand (no build step)
