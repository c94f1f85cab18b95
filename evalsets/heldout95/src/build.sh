#!/bin/sh
# Rebuild every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python   # python3 -m venv .venv && .venv/bin/pip install python-docx pypdf pillow pyyaml
(cd xo && xelatex -interaction=nonstopmode ximena_oyarzun_cv.tex >/dev/null && cp ximena_oyarzun_cv.pdf ../../cvs/)
(cd syb && xelatex -interaction=nonstopmode sheng_yanbei_2026.tex >/dev/null && cp sheng_yanbei_2026.pdf ../../cvs/)
# old (2022) CV: print, photograph, keep the page text for evidence checks
(cd syb && xelatex -interaction=nonstopmode sheng_yanbei_2022_print.tex >/dev/null \
  && pdftotext sheng_yanbei_2022_print.pdf sheng_yanbei_2022_page_text.txt \
  && pdftoppm -r 150 -png sheng_yanbei_2022_print.pdf page \
  && ../$PY make_photo.py page-1.png "../../cvs/简历_盛雁北_2022.jpg")
(cd fh && ../$PY make_docx.py ../../cvs/Fintan_Hegarty_CV.docx)
# 井海澄_Flutter.md and cv_dataeng_2026.txt are hand-written directly in ../cvs
$PY check_evidence.py
