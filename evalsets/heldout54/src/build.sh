#!/bin/bash
# Rebuilds all CV files in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
for f in rao_qingyue_cv wen_yanqiu_zh bao_shuhe_2026; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp rao_qingyue_cv.pdf wen_yanqiu_zh.pdf ../cvs/
pdftotext bao_shuhe_2026.pdf bao_shuhe_2026_page.txt          # text of the photographed page
pdftoppm -r 150 -png -singlefile bao_shuhe_2026.pdf bao_page
.venv/bin/python make_photo.py                                  # -> ../cvs/IMG_20261103_手机拍摄_简历.jpg
.venv/bin/python make_docx.py                                   # -> the two DOCX files
# resume_llm_infra_2026.md is hand-written directly in ../cvs
.venv/bin/python check_evidence.py
