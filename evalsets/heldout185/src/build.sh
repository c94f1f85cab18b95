#!/bin/bash
# Rebuilds every file in ../cvs from the sources here. Needs xelatex, poppler, fonts-noto-cjk, and
# .venv with python-docx + pillow (python3 -m venv .venv && .venv/bin/pip install python-docx pypdf pillow).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode gwynfor_calder.tex >/dev/null && cp gwynfor_calder.pdf ../cvs/gwynfor_calder.pdf
xelatex -interaction=nonstopmode ju_chenglan.tex >/dev/null && cp ju_chenglan.pdf ../cvs/鞠承澜_简历.pdf
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode jiwanqing_2026.tex >/dev/null
pdftotext jiwanqing_2026.pdf jiwanqing_2026_page_text.txt      # text of the photographed page
pdftoppm -r 150 -png jiwanqing_2026.pdf jwq_page
.venv/bin/python make_photo.py && rm -f jwq_page-1.png *.aux *.log
# cvs/haoyu_kang.resume.json and cvs/冀婉清_简历_2021.txt are hand-written (no build step).
