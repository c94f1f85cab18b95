#!/bin/bash
# Rebuild heldout51/cvs from src/. Needs xelatex (ctex), poppler, the venv in src/.venv.
set -euo pipefail
cd "$(dirname "$0")"
PY=.venv/bin/python
(cd tex && for f in idris_halloran_cv zhuo_yihang_2026 zhuo_yihang_2022_print; do
   xelatex -interaction=nonstopmode $f.tex >/dev/null; done)
cp tex/idris_halloran_cv.pdf ../cvs/Idris_Halloran_CV.pdf
cp tex/zhuo_yihang_2026.pdf ../cvs/zhuoyihang_resume_2026.pdf
# old (2022) CV of the same person: printed, photographed -> jpg with no text layer
pdftotext tex/zhuo_yihang_2022_print.pdf zhuo_yihang_2022_photo_text.txt
pdftoppm -r 150 -png -f 1 -l 1 tex/zhuo_yihang_2022_print.pdf /tmp/h51_zy
$PY make_photo.py /tmp/h51_zy-1.png ../cvs/IMG_20220315_184233.jpg
$PY make_docx.py ../cvs
# resume_miaoxc_2026.md is written by hand directly in cvs/ (source = the file itself)
