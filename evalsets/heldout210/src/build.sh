#!/bin/sh
# Rebuild all CV files of heldout210 into ../cvs (run from src/).
set -e
cd "$(dirname "$0")/tex"
for f in yichen_ou yin_dingchuan chang_wanfeng_2026; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp yichen_ou.pdf ../../cvs/yichen_ou_cv.pdf
cp yin_dingchuan.pdf ../../cvs/鄞定川_简历.pdf
pdftotext chang_wanfeng_2026.pdf ../chang_wanfeng_2026_page.txt
pdftoppm -r 150 -png chang_wanfeng_2026.pdf cwf
cd ..
[ -d .venv ] || (python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow)
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
# cvs/jiarui_tong.resume.json and cvs/苌晚枫_简历_2022.txt are hand-written (no source step).
