#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
(cd pei && xelatex -interaction=nonstopmode pei_yuqiao.tex >/dev/null && cp pei_yuqiao.pdf ../../cvs/裴语乔_Java后端.pdf)
# moderncv needs fontawesome5; guan/fontawesome5.sty is a no-icon stub
(cd guan && xelatex -interaction=nonstopmode siqi_guan_cv.tex >/dev/null && cp siqi_guan_cv.pdf ../../cvs/Siqi_Guan_CV_2026.pdf)
.venv/bin/python make_docx.py
(cd ricciardi && pdflatex -interaction=nonstopmode matteo_ricciardi.tex >/dev/null \
  && pdftotext matteo_ricciardi.pdf matteo_ricciardi_page_text.txt \
  && pdftoppm -r 150 -png -singlefile matteo_ricciardi.pdf page && ../.venv/bin/python make_photo.py)
# cvs/管思齐_简历_2023.md and cvs/aroha_ngata_cv.txt are hand-written directly in cvs/.
