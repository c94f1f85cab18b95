#!/usr/bin/env bash
# Rebuild every file in ../cvs from the sources here.
set -euo pipefail
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow pyyaml; }
for f in fang_yiting_zh ewan_mccreadie chenxi_huo hakim_old_2020; do
  xelatex -interaction=nonstopmode -halt-on-error "$f.tex" >/dev/null
done
cp fang_yiting_zh.pdf ewan_mccreadie.pdf chenxi_huo.pdf ../cvs/
# phone photo of Hakim's 2020 CV (no text layer); keep the page text for evidence checks
pdftotext hakim_old_2020.pdf hakim_old_2020_page_text.txt
pdftoppm -r 150 -png -singlefile hakim_old_2020.pdf hakim_page
.venv/bin/python make_photo.py && rm -f hakim_page.png
.venv/bin/python make_docx.py
# ji_minglang_cv.md, 姜云帆-嵌入式Linux.txt and hakim_zulkifli.resume.json are hand-written in ../cvs
.venv/bin/python check_evidence.py
