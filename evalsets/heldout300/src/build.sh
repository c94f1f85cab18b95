#!/bin/bash
# Rebuild every file in ../cvs from these sources. Needs xelatex (TeX Live + xeCJK + moderncv),
# fonts-noto-cjk, poppler-utils, and the venv (python-docx, pillow, pypdf).
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
[ -x .venv/bin/python ] && .venv/bin/pip install -q python-docx pypdf pillow
xelatex -interaction=nonstopmode di_jiahe_cv.tex >/dev/null
cp di_jiahe_cv.pdf ../cvs/di_jiahe_简历.pdf
# moderncv 2.3 wants fontawesome5/academicons, absent here: stubs in ./stubs
TEXINPUTS=./stubs//: xelatex -interaction=nonstopmode nikhita_kotecha_cv.tex >/dev/null
cp nikhita_kotecha_cv.pdf ../cvs/Kotecha_Nikhita_CV.pdf
.venv/bin/python make_docx.py                # -> ../cvs/贝振霄_简历_2021.docx
# ../cvs/zhenxiao_bei_resume_2026.md and ../cvs/rong_qihang_resume.json are hand-written (no build step)
xelatex -interaction=nonstopmode ge_yucheng_page.tex >/dev/null
pdftotext ge_yucheng_page.pdf ge_yucheng_page.txt   # text of the photographed page, for quotes
pdftoppm -r 150 -png ge_yucheng_page.pdf ge_page
.venv/bin/python make_photo.py               # -> ../cvs/IMG_20261118_093412.jpg (no text layer)
.venv/bin/python check_evidence.py
