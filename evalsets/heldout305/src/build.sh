#!/bin/bash
# Rebuild cvs/ from src/. Needs xelatex (moderncv, ctex, paracol), poppler, fonts-noto-cjk and
# src/.venv (python-docx, pillow). Markdown and plain-text CVs are written directly in cvs/.
set -e
cd "$(dirname "$0")"
( cd tex
  for t in tiberiu_halloran_cv ma_sihui_zh gu_jingrong_zh; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
  cp tiberiu_halloran_cv.pdf ../../cvs/Tiberiu_Halloran_CV_2026.pdf
  cp ma_sihui_zh.pdf "../../cvs/马思蕙_供应链计划_简历.pdf"
  pdftotext -layout gu_jingrong_zh.pdf ../gu_jingrong_photo_page.txt
  pdftoppm -r 150 -png gu_jingrong_zh.pdf gu_page )
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
.venv/bin/python check_evidence.py
