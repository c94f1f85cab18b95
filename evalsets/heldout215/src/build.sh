#!/bin/bash
# Rebuilds every file in cvs/ from src/. Needs xelatex, poppler, fonts-noto-cjk and src/.venv
# (python-docx, pypdf, pillow, pyyaml).
set -euo pipefail
cd "$(dirname "$0")"
PY=.venv/bin/python
(cd mk && xelatex -interaction=nonstopmode mathias_krogstad_cv.tex >/dev/null && cp mathias_krogstad_cv.pdf ../../cvs/)
(cd zml && xelatex -interaction=nonstopmode zhang_mulan_resume.tex >/dev/null && cp zhang_mulan_resume.pdf ../../cvs/)
(cd jsy && xelatex -interaction=nonstopmode jiang_shuyao_2026.tex >/dev/null \
   && rm -f page-1.png && pdftoppm -r 150 -png jiang_shuyao_2026.pdf page \
   && pdftotext jiang_shuyao_2026.pdf jiang_shuyao_2026_page_text.txt)
$PY make_photo.py
$PY make_docx.py
# cvs/putri_anggraeni.json and cvs/jiang_shuyao_2021.txt are hand-written (no source step).
$PY check_evidence.py
