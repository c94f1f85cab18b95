#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
# fontawesome5.sty / academicons.sty here are empty-icon stubs (those packages are not installed).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
xelatex -interaction=nonstopmode leandro_vasquez.tex >/dev/null && cp leandro_vasquez.pdf ../cvs/Leandro_Vasquez_CV.pdf
xelatex -interaction=nonstopmode guan_yiming_zh.tex >/dev/null && cp guan_yiming_zh.pdf ../cvs/管一鸣_简历_2026.pdf
xelatex -interaction=nonstopmode qi_jiayin_zh.tex >/dev/null
pdftotext -layout qi_jiayin_zh.pdf qi_jiayin_photo_page.txt
pdftoppm -r 150 -png -singlefile qi_jiayin_zh.pdf qi_page
.venv/bin/python make_photo.py qi_page.png ../cvs/IMG_20261119_141203.jpg && rm qi_page.png
.venv/bin/python make_docx.py
# resume_backend_2022.txt is written by hand directly in ../cvs
rm -f *.aux *.log *.out
