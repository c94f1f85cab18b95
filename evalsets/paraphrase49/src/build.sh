#!/usr/bin/env bash
# Rebuilds every file in ../cvs from the sources here. Run from anywhere.
set -euo pipefail
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
mkdir -p build
for t in shuwan_ye_cv qian_ningyuan_zh corentin_levesque_cv bhargava_2026; do
  xelatex -interaction=nonstopmode -output-directory=build "$t.tex" >/dev/null
done
cp build/shuwan_ye_cv.pdf ../cvs/ShuwanYe_CV_2026.pdf
cp build/qian_ningyuan_zh.pdf ../cvs/钱宁远_简历.pdf
cp build/corentin_levesque_cv.pdf ../cvs/Levesque_Corentin_resume.pdf   # moderncv classic, option nosymbols
pdftotext -layout build/bhargava_2026.pdf bhargava_2026_page1.txt          # text of the photographed page
pdftoppm -r 150 -png -f 1 -l 1 build/bhargava_2026.pdf build/bh
.venv/bin/python make_photo.py                                             # -> ../cvs/IMG_20261103_184512.jpg
.venv/bin/python make_docx.py                                              # -> the two .docx
# 苏婉清_品类经理.md, qujiayao_resume.txt and tingfeng_xu.resume.json are hand-written in ../cvs.
.venv/bin/python check_evidence.py
