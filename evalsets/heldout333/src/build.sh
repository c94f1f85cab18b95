#!/bin/sh
# Rebuilds every file in ../cvs from the sources here. Run from src/.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
(cd sp && xelatex -interaction=nonstopmode hsu_yenling_cv.tex >build.log && cp hsu_yenling_cv.pdf ../../cvs/)   # moderncv casual, stub icon .sty files
(cd wt && xelatex -interaction=nonstopmode dou_haiyan_cv.tex >build.log && cp dou_haiyan_cv.pdf ../../cvs/)       # ctexart
.venv/bin/python ca/make_docx.py                                                                                  # two-column table DOCX
(cd pt && xelatex -interaction=nonstopmode maeve_haskett_cv_2025.tex >build.log \
   && pdftotext maeve_haskett_cv_2025.pdf maeve_haskett_cv_2025_page_text.txt \
   && pdftoppm -r 150 -png -singlefile maeve_haskett_cv_2025.pdf page && ../.venv/bin/python make_photo.py)      # phone photo
# cvs/詹鹤鸣_游戏制作人.md and cvs/maeve_haskett_cv_2021.txt are hand-written (no source).
