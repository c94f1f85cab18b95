#!/bin/bash
# Rebuilds cvs/ from src/. The .md, .txt and .json CVs are written by hand directly in cvs/.
set -e
cd "$(dirname "$0")"
python3 -m venv .venv 2>/dev/null || true
.venv/bin/pip install -q python-docx pypdf pillow pyyaml
cd tex
for f in xinrui_dong boyang_ren tao_ruozhi_zh bao_guodong_zh; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp xinrui_dong.pdf boyang_ren.pdf tao_ruozhi_zh.pdf ../../cvs/
pdftotext bao_guodong_zh.pdf ../bao_guodong_page_text.txt
pdftoppm -r 150 -png -singlefile bao_guodong_zh.pdf /tmp/bgd81
cd ..
.venv/bin/python make_photo.py /tmp/bgd81.png "../cvs/IMG_20261103_鲍国栋简历.jpg"
.venv/bin/python make_docx.py
