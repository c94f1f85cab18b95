#!/usr/bin/env bash
# Rebuilds heldout59/cvs from src/. Needs xelatex (ctex), poppler, and the venv (python-docx, pillow).
set -euo pipefail
cd "$(dirname "$0")"
PY=.venv/bin/python
xelatex -interaction=nonstopmode zhaoyang_wu_2026.tex >/dev/null
cp zhaoyang_wu_2026.pdf ../cvs/Zhaoyang_Wu_CV_2026.pdf
xelatex -interaction=nonstopmode zou_jinghe_zh.tex >/dev/null
cp zou_jinghe_zh.pdf ../cvs/邹静和_简历.pdf
xelatex -interaction=nonstopmode yuan_zining_zh.tex >/dev/null
pdftotext -layout yuan_zining_zh.pdf yuan_zining_zh_page.txt   # text of the photographed page
pdftoppm -r 150 -png -singlefile yuan_zining_zh.pdf yuan_page
$PY photo_effect.py yuan_page.png ../cvs/IMG_20261102_184517.jpg
$PY make_docx.py
# ../cvs/zywu_resume_2021.md is written by hand (no build step)
