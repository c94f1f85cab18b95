#!/bin/sh
# Rebuild all CV files of paraphrase217 into ../cvs (run from src/).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode zou_tianlang.tex >/dev/null && cp zou_tianlang.pdf ../cvs/zou_tianlang_cv.pdf
xelatex -interaction=nonstopmode maren_tofte.tex >/dev/null && cp maren_tofte.pdf ../cvs/maren_tofte_cv.pdf   # moderncv; fontawesome5/academicons stubs here
xelatex -interaction=nonstopmode bu_lizheng.tex >/dev/null && cp bu_lizheng.pdf ../cvs/卜立峥_简历.pdf
xelatex -interaction=nonstopmode fang_yizhen.tex >/dev/null
pdftotext -layout fang_yizhen.pdf fang_yizhen_page.txt
pdftoppm -r 150 -png -f 1 -l 1 fang_yizhen.pdf fang_page
.venv/bin/python make_photo.py && rm -f fang_page-1.png
.venv/bin/python make_docx.py
# sorcha_mulqueen_resume_2022.json, sorcha_mulqueen_cv_2026.md and 喻子翀_简历.txt are hand-written in ../cvs
rm -f *.aux *.log *.out
