#!/bin/sh
# Rebuild all CV files into ../cvs (run from src/)
set -e
cd "$(dirname "$0")"
for t in wiebke_hollander_cv qiao_muyan_resume wuchengyu_2026 zhongkaiwen; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp wiebke_hollander_cv.pdf qiao_muyan_resume.pdf ../cvs/
cp wuchengyu_2026.pdf ../cvs/伍承宇_简历_2026.pdf
pdftotext zhongkaiwen.pdf zhongkaiwen_page_text.txt
pdftoppm -r 150 -png -singlefile zhongkaiwen.pdf zhongkaiwen_page
.venv/bin/python make_photo.py && rm zhongkaiwen_page.png
.venv/bin/python make_docx.py
# cvs/zofia_grabarczyk.md, cvs/resume.json, cvs/wuchengyu_resume_2022.txt are hand-written
