#!/bin/sh
# Rebuilds every file in cvs/ from src/. Run from the set folder: sh src/build.sh
set -e
cd "$(dirname "$0")"
(cd maddox && xelatex -interaction=nonstopmode soren_maddox.tex >/dev/null) && cp maddox/soren_maddox.pdf ../cvs/soren_maddox.pdf
(cd shao && xelatex -interaction=nonstopmode shao_yunzhu_cv.tex >/dev/null) && cp shao/shao_yunzhu_cv.pdf "../cvs/邵韵竹-简历.pdf"
(cd long && xelatex -interaction=nonstopmode jiachi_long_2026.tex >/dev/null && pdftotext jiachi_long_2026.pdf page_text.txt)
.venv/bin/python make_photo.py
(cd .. && src/.venv/bin/python src/make_docx.py)
# cvs/ngaire_tapsell.resume.json and cvs/龙嘉驰_嵌入式_2021.txt are written by hand (no build step).
