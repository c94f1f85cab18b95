#!/bin/sh
# Rebuilds every file in ../cvs from the sources here. Needs xelatex, poppler, and .venv (python-docx, pillow).
set -e
cd "$(dirname "$0")"
(cd tex && for f in holmgaard_cv hou_jianing_zh irfan_rosli_2026; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done)
cp tex/holmgaard_cv.pdf ../cvs/Mikkel_Holmgaard_CV.pdf
cp tex/hou_jianing_zh.pdf ../cvs/侯佳宁_品牌经理.pdf
pdftotext -layout tex/irfan_rosli_2026.pdf irfan_rosli_2026_photo.txt
.venv/bin/python make_docx.py
.venv/bin/python make_photo.py
# cvs/甘宛如_HRBP.md and cvs/chupeiwen_resume.txt are hand-written (no generator).
