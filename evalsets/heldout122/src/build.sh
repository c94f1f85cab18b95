#!/bin/sh
# Rebuilds every file in cvs/ from src/. Needs xelatex (ctex), poppler, and src/.venv
# (python3 -m venv src/.venv && src/.venv/bin/pip install python-docx pypdf pillow).
set -e
cd "$(dirname "$0")"
(cd pcb && xelatex -interaction=nonstopmode liang_xuning_cv.tex >/dev/null && cp liang_xuning_cv.pdf ../../cvs/)
(cd gf && xelatex -interaction=nonstopmode giacomo_ferraresi_2026.tex >/dev/null && cp giacomo_ferraresi_2026.pdf ../../cvs/)
.venv/bin/python make_docx.py
(cd photo && xelatex -interaction=nonstopmode che_xianghui.tex >/dev/null \
  && pdftotext -layout che_xianghui.pdf che_xianghui_page.txt \
  && pdftoppm -r 150 -png che_xianghui.pdf page \
  && ../.venv/bin/python make_photo.py page-1.png ../../cvs/IMG_20261103_091542.jpg)
# cvs/resume_2023.json and cvs/ifedayo_makinde.md are hand-written (no source step).
.venv/bin/python check_evidence.py
