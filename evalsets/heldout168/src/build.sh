#!/bin/bash
# Rebuilds cvs/ from src/. Needs xelatex (texlive-xetex, texlive-lang-chinese, paracol),
# fonts-noto-cjk, DejaVu fonts, poppler-utils, and src/.venv with python-docx, pypdf, pillow, pyyaml.
# cvs/ibrahim_sesay_resume.json and cvs/秦远岫_简历_2021.txt are hand-written and kept as is.
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python
xelatex -interaction=nonstopmode kavya_sundaresan.tex >/dev/null
cp kavya_sundaresan.pdf ../cvs/Kavya_Sundaresan_CV.pdf
xelatex -interaction=nonstopmode ye_zhiqiu.tex >/dev/null
cp ye_zhiqiu.pdf ../cvs/叶知秋_简历.pdf
$PY make_docx.py
xelatex -interaction=nonstopmode qin_yuanxiu_2026.tex >/dev/null
pdftotext qin_yuanxiu_2026.pdf qin_yuanxiu_2026_page.txt     # text of the photographed page
pdftoppm -r 150 -png -singlefile qin_yuanxiu_2026.pdf qin_yuanxiu_2026-1
$PY make_photo.py                                            # -> ../cvs/IMG_20261102_091544.jpg
$PY check_evidence.py
