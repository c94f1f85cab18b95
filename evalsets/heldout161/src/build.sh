#!/bin/sh
# Rebuild all CV files of heldout161 from src/ (run from src/).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow typst; }
.venv/bin/python build_typst.py                                   # Po-Han_Chou_Resume.pdf (Typst)
( cd tex && xelatex -interaction=nonstopmode ren_xiaocheng.tex >/dev/null \
  && cp ren_xiaocheng.pdf ../../cvs/任晓澄_游戏经济策划_简历.pdf )
.venv/bin/python make_docx.py                                     # Shalini_Ramasamy_CV.docx
( cd tex && xelatex -interaction=nonstopmode qin_yuening_2026.tex >/dev/null \
  && pdftotext qin_yuening_2026.pdf ../qin_yuening_2026_page_text.txt \
  && pdftoppm -r 150 -png qin_yuening_2026.pdf page )
.venv/bin/python make_photo.py                                    # IMG_20260914_简历新版.jpg
# zhenwei_kuang.md and 覃悦宁_简历_2021.txt are hand-written directly in cvs/.
.venv/bin/python check_evidence.py
