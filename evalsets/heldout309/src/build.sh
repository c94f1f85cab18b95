#!/usr/bin/env bash
# Rebuild all CV files in ../cvs from the sources in this folder.
# The .md and .txt CVs are written by hand directly in ../cvs (no source step).
set -euo pipefail
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
# stub icon packages (moderncv's fontawesome5 is not installed): fontawesome5.sty, fontawesome.sty, academicons.sty
xelatex -interaction=nonstopmode henrique_kallio.tex >/dev/null
cp henrique_kallio.pdf ../cvs/henrique_kallio_cv.pdf
xelatex -interaction=nonstopmode zhuo_qinlan_zh.tex >/dev/null
cp zhuo_qinlan_zh.pdf "../cvs/卓沁岚_简历.pdf"
.venv/bin/python make_docx.py                      # -> ../cvs/Lanxin_Ye_GIS_CV.docx
xelatex -interaction=nonstopmode oriane_castlereagh_2026.tex >/dev/null
pdftotext oriane_castlereagh_2026.pdf oriane_castlereagh_2026_page.txt   # text of the photographed page
pdftoppm -r 150 -png -singlefile oriane_castlereagh_2026.pdf oriane_page-1
.venv/bin/python make_photo.py                     # -> ../cvs/IMG_20261114_183052.jpg (no text layer)
rm -f *.aux *.log *.out
.venv/bin/python check_evidence.py
