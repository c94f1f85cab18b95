#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
(cd tex && xelatex -interaction=nonstopmode tadhg_mulrooney_cv.tex >/dev/null && cp tadhg_mulrooney_cv.pdf ../../cvs/)
(cd tex && xelatex -interaction=nonstopmode ju_yuxuan_cv.tex >/dev/null && cp ju_yuxuan_cv.pdf "../../cvs/鞠雨萱_简历.pdf")
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode -output-directory=tex longruoyi_2026_page.tex >/dev/null
pdftotext tex/longruoyi_2026_page.pdf longruoyi_2026_page.txt   # text of the photographed page
.venv/bin/python make_photo.py
# cvs/yoon_hyeonju_resume.json and cvs/隆若伊_简历_2023.txt are written by hand (no build step).
