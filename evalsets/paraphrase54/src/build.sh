#!/bin/sh
# Rebuild every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
for t in qi_moyan_cv shiyun_weng_cv nikhita_sabharwal_cv pu_xiaozhou_2020; do
  xelatex -interaction=nonstopmode "$t.tex" >/dev/null
done
cp qi_moyan_cv.pdf shiyun_weng_cv.pdf nikhita_sabharwal_cv.pdf ../cvs/
# the 2020 CV of Pu Xiaozhou becomes a phone photo (no text layer); its text is kept here
pdftotext -layout pu_xiaozhou_2020.pdf pu_xiaozhou_2020_page_text.txt
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# cmarwood_buyer_cv.md, 蒲晓舟_简历_2026.txt and kexuan_ding_resume.json are written by hand in ../cvs
