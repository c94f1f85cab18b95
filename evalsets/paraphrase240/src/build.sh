#!/bin/sh
# Rebuilds every CV in ../cvs from the sources here. Needs xelatex, poppler, fonts-noto-cjk
# and the venv (python3 -m venv .venv && .venv/bin/pip install python-docx pypdf pillow).
set -e
cd "$(dirname "$0")"
for t in pang_simiao_zh yu_chengxia_cv zong_wanyi_2025 qu_liming_zh; do
  xelatex -interaction=nonstopmode $t.tex >/dev/null || true
done
cp pang_simiao_zh.pdf ../cvs/庞思邈_简历.pdf
cp yu_chengxia_cv.pdf ../cvs/Yu_Chengxia_CV.pdf
cp zong_wanyi_2025.pdf ../cvs/WanyiZong_CSM_2025.pdf
pdftotext -layout qu_liming_zh.pdf qu_liming_page_text.txt
pdftoppm -r 150 -png -singlefile qu_liming_zh.pdf qu_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# the .md, .txt and .json CVs are written by hand directly in ../cvs
