#!/bin/bash
# Rebuilds heldout137/cvs from src/. Needs xelatex (ctex, moderncv), poppler, and the venv:
#   python3 -m venv src/.venv && src/.venv/bin/pip install python-docx pypdf pillow pyyaml
set -euo pipefail
cd "$(dirname "$0")"
PY=.venv/bin/python
xelatex -interaction=nonstopmode wu_ruoning.tex >/dev/null
cp wu_ruoning.pdf "../cvs/武若宁_医疗器械注册.pdf"
TEXINPUTS=stubs//: xelatex -interaction=nonstopmode marguerite_ilunga.tex >/dev/null   # stub icon packages
cp marguerite_ilunga.pdf ../cvs/Marguerite_Ilunga_CV.pdf
$PY make_docx.py                                   # -> ../cvs/Stefano_Quaglino_CV_2022.docx (old CV)
xelatex -interaction=nonstopmode stefano_quaglino_2026.tex >/dev/null
pdftotext stefano_quaglino_2026.pdf stefano_quaglino_2026_page.txt   # text of the photographed page
pdftoppm -r 150 -png -f 1 -l 1 stefano_quaglino_2026.pdf stefano_page
$PY make_photo.py                                  # -> ../cvs/IMG_20261014_093512.jpg (new CV, photo)
rm -f *.aux *.log *.out
# cvs/萨楚然_芯片验证_简历.txt and cvs/qiaowen_lu_resume.md are hand-written (no build step).
$PY check_evidence.py
