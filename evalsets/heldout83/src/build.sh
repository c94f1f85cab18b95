#!/usr/bin/env bash
# Rebuild heldout83/cvs from src/. Needs xelatex (ctex, moderncv), poppler, and src/.venv
# (python-docx, pypdf, pillow, pyyaml).
set -euo pipefail
cd "$(dirname "$0")"
PY=.venv/bin/python
xelatex -interaction=nonstopmode tan_yuan_zh.tex >/dev/null
cp tan_yuan_zh.pdf ../cvs/谭予安_简历.pdf
TEXINPUTS=./sty//: xelatex -interaction=nonstopmode wren_thorsby.tex >/dev/null   # stub icon packages in sty/
cp wren_thorsby.pdf ../cvs/Wren_Thorsby_CV.pdf
xelatex -interaction=nonstopmode min_jianing_zh.tex >/dev/null
pdftotext min_jianing_zh.pdf min_jianing_page.txt           # text of the photographed page
pdftoppm -r 150 -png min_jianing_zh.pdf mj
$PY make_photo.py mj-1.png ../cvs/IMG_20261119_094512.jpg && rm -f mj-1.png
$PY make_docx.py                                              # -> ../cvs/Cyprian_Quennell_Resume.docx
# 阳启帆_简历_2023.md and qifan_yang_resume_2026.json are hand-written directly in ../cvs/
rm -f *.aux *.log *.out
$PY check_evidence.py
