#!/usr/bin/env bash
# Rebuild all CV files in ../cvs from the sources in this folder.
set -euo pipefail
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
for f in gui_mingcheng_zh kedzior_cv brattvoll_cv xiang_zhiheng_2025; do
  xelatex -interaction=nonstopmode "$f.tex" >/dev/null
done
cp gui_mingcheng_zh.pdf kedzior_cv.pdf brattvoll_cv.pdf ../cvs/
# phone photo of the 2025 Chinese CV (no text layer); its page text is kept for quote checks
pdftotext xiang_zhiheng_2025.pdf xiang_zhiheng_2025_page.txt
pdftoppm -r 150 -png -f 1 -l 1 xiang_zhiheng_2025.pdf xzh_page
.venv/bin/python make_photo.py && rm -f xzh_page-1.png
.venv/bin/python make_docx.py
rm -f *.aux *.log *.out
# cv_ib_analyst.md, yun_shiheng.resume.json and 单思蕴_简历.txt are hand-written directly in ../cvs
.venv/bin/python check_evidence.py
