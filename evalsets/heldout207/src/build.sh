#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
(cd era && xelatex -interaction=nonstopmode jasper_lok_cv.tex >/dev/null && cp jasper_lok_cv.pdf ../../cvs/)
(cd aic && xelatex -interaction=nonstopmode huo_mingchuan.tex >/dev/null && cp huo_mingchuan.pdf "../../cvs/霍铭川_模拟IC_简历.pdf")
(cd bpy && xelatex -interaction=nonstopmode emir_yilmazer_2026.tex >/dev/null \
   && pdftotext emir_yilmazer_2026.pdf emir_yilmazer_2026_page.txt \
   && rm -f page*.png && pdftoppm -r 150 -png emir_yilmazer_2026.pdf page)
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# cvs/阙曼汀_供应链计划.md and cvs/emir_yilmazer_cv_2022.txt are hand-written (sources = the files).
