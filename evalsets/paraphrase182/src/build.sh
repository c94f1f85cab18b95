#!/usr/bin/env bash
# Rebuilds every file in ../cvs from the sources in this folder.
# Needs: xelatex (TeX Live with ctex + moderncv), poppler-utils, fonts-noto-cjk, DejaVu fonts,
# and the venv: python3 -m venv .venv && .venv/bin/pip install python-docx pypdf pillow
set -euo pipefail
cd "$(dirname "$0")"
# fontawesome5.sty / academicons.sty here are empty stubs so moderncv compiles without icons.
for t in qiao_daining_zh maren_haugstad jingshu_lan_cv yue_siyao_photo_page; do
  xelatex -interaction=nonstopmode "$t.tex" >/dev/null || true
  xelatex -interaction=nonstopmode "$t.tex" >/dev/null || true
done
cp qiao_daining_zh.pdf maren_haugstad.pdf jingshu_lan_cv.pdf ../cvs/
# phone photo: page text kept for quote checks, page image turned into a .jpg without text layer
pdftotext yue_siyao_photo_page.pdf yue_siyao_photo_page.txt
pdftoppm -r 150 -png yue_siyao_photo_page.pdf yue_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# qiyu_tang_game_designer.md, 项承岳_结构工程师.txt and kexin_rao_resume.json are hand-written
# directly in ../cvs (no generator).
.venv/bin/python check_evidence.py
