#!/bin/sh
# Rebuild every file in ../cvs from the sources in this folder.
# fontawesome5.sty / academicons.sty here are empty stubs (the real packages are not installed) so moderncv compiles without icons.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow
xelatex -interaction=nonstopmode fan_ruoyan_zh.tex >/dev/null && cp fan_ruoyan_zh.pdf ../cvs/樊若岩_简历.pdf
xelatex -interaction=nonstopmode radu_constantinescu.tex >/dev/null && cp radu_constantinescu.pdf ../cvs/radu_constantinescu_cv.pdf
xelatex -interaction=nonstopmode ye_tianhe_awesome.tex >/dev/null && cp ye_tianhe_awesome.pdf ../cvs/resume_tianhe_ye_2026.pdf
xelatex -interaction=nonstopmode shu_yihang_zh.tex >/dev/null
pdftotext -layout shu_yihang_zh.pdf shu_yihang_photo_page.txt
pdftoppm -r 150 -png -f 1 -l 1 shu_yihang_zh.pdf page
.venv/bin/python make_photo.py && rm -f page-1.png
.venv/bin/python make_docx.py
# marisa_quenneville.md, 龙泽宇_iOS_2022.txt and zeyu_long_resume.json are hand-written directly in ../cvs
rm -f *.aux *.log *.out fan_ruoyan_zh.pdf radu_constantinescu.pdf ye_tianhe_awesome.pdf
