#!/bin/sh
# Rebuilds every generated CV in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -d .venv ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode niu_siheng_zh.tex >/dev/null && cp niu_siheng_zh.pdf ../cvs/钮思衡_简历.pdf
# moderncv: fontawesome5.sty / academicons.sty here are stubs (icon packages are not installed)
xelatex -interaction=nonstopmode qiheng_man_cv.tex >/dev/null && cp qiheng_man_cv.pdf ../cvs/Qiheng_Man_CV_2026.pdf
xelatex -interaction=nonstopmode ji_ruoyan_zh.tex >/dev/null && pdftotext ji_ruoyan_zh.pdf ji_ruoyan_zh_page.txt
.venv/bin/python make_photo.py && rm -f ji_page-1.png
.venv/bin/python make_docx.py
# 满启衡_简历_2023.txt and bao_xinhe_resume.json are written by hand directly in ../cvs
