#!/bin/sh
# Rebuilds every file in ../cvs from the sources here. Needs xelatex, pdftoppm, pdftotext and the venv:
#   python3 -m venv .venv && .venv/bin/pip install python-docx pypdf pillow pyyaml
# fontawesome5.sty / academicons.sty here are stubs (moderncv's icon packages are not installed).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode leonor_quintela.tex >/dev/null
cp leonor_quintela.pdf ../cvs/Leonor_Quintela_CV.pdf
xelatex -interaction=nonstopmode rao_siyue_zh.tex >/dev/null
cp rao_siyue_zh.pdf "../cvs/饶思岳_FPGA简历.pdf"
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode obiageli_nwankwo_2026.tex >/dev/null
pdftotext -layout obiageli_nwankwo_2026.pdf obiageli_nwankwo_2026_page.txt
pdftoppm -r 150 -png -singlefile obiageli_nwankwo_2026.pdf /tmp/h139_obi
.venv/bin/python make_photo.py /tmp/h139_obi.png
# cvs/简历_电力电子工程师_2026.md and cvs/obiageli_nwankwo_cv_2022.txt are hand-written (no source).
.venv/bin/python check_evidence.py
