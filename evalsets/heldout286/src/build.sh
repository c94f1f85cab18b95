#!/bin/sh
# Rebuild cvs/ from src/. Needs xelatex, pdftotext/pdftoppm, fonts-noto-cjk and src/.venv
# (python-docx, pillow, pypdf, pyyaml). hanchi_zong_resume_2023.md is written by hand directly in cvs/.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode tai_haizhou_zh.tex >/dev/null && cp tai_haizhou_zh.pdf ../cvs/邰海舟_焊接工程师.pdf
xelatex -interaction=nonstopmode youssef_benkirane.tex >/dev/null && cp youssef_benkirane.pdf ../cvs/Youssef_Benkirane_CV.pdf
python3 make_json.py
.venv/bin/python make_docx.py
xelatex -interaction=nonstopmode zong_hanchi_2026_zh.tex >/dev/null
pdftotext -layout zong_hanchi_2026_zh.pdf zong_hanchi_2026_zh.page.txt
pdftoppm -r 150 -png zong_hanchi_2026_zh.pdf page && .venv/bin/python make_photo.py && rm -f page-1.png
.venv/bin/python check_evidence.py
