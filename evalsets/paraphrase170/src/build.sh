#!/bin/bash
# Rebuild all CV files into ../cvs
set -e
cd "$(dirname "$0")"
for t in zhuo_langchuan_cv kerstin_sjoberg_cv fagerli_cv ruan_yuchen_page; do
  [ -f $t.tex ] && xelatex -interaction=nonstopmode -halt-on-error $t.tex >/dev/null
done
cp zhuo_langchuan_cv.pdf ../cvs/卓朗川_射频工程师.pdf
cp kerstin_sjoberg_cv.pdf ../cvs/Kerstin_Sjoberg_CV.pdf
cp fagerli_cv.pdf ../cvs/Fagerli_CV_2026.pdf
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
cp nie_shuohang_2022.txt ../cvs/聂朔航_简历_2022.txt
cp shuohang_nie_2026.md ../cvs/shuohang_nie_2026.md
cp thijs_lemmens.resume.json ../cvs/thijs_lemmens.resume.json
