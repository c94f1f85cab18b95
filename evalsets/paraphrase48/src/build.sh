#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
# Needs: xelatex (moderncv, ctex), poppler-utils, fonts-noto-cjk, DejaVu fonts, and the venv
#   python3 -m venv .venv && .venv/bin/pip install python-docx pypdf pillow pyyaml
set -euo pipefail
cd "$(dirname "$0")"
for t in luyao_xing gong_shuyuan astrid_halvardsen cressida_lavelle; do
  xelatex -interaction=nonstopmode "$t.tex" >/dev/null
done
cp luyao_xing.pdf ../cvs/luyao_xing_cv.pdf
cp gong_shuyuan.pdf "../cvs/宫书远-存储-简历.pdf"
cp astrid_halvardsen.pdf ../cvs/Halvardsen_Astrid_CV_2026.pdf
# phone photo of Cressida Lavelle's page: text kept here for quote checks, image has no text layer
pdftotext cressida_lavelle.pdf cressida_lavelle_page1.txt
pdftoppm -r 150 -png -f 1 -l 1 cressida_lavelle.pdf cl_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# zuyining_resume.txt, 尤芷晴_简历_2024.md and zhiqing_you.resume.json are hand-written in ../cvs
.venv/bin/python make_questions.py
.venv/bin/python check_evidence.py
