#!/bin/sh
# Rebuild all CV files of heldout181 into ../cvs (run from src/). Needs xelatex, poppler, the venv.
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python
(cd lucien && xelatex -interaction=nonstopmode lucien_aubertin_cv.tex >/dev/null && cp lucien_aubertin_cv.pdf ../../cvs/)
(cd chuyiheng && xelatex -interaction=nonstopmode chuyiheng.tex >/dev/null && cp chuyiheng.pdf "../../cvs/楚亦衡_简历.pdf")
(cd maarten && ../$PY make_json.py)
(cd yunliheng && ../$PY make_docx.py)
# 简历_高中数学_2020.txt is written by hand (old CV of 门书瑜); its source is the file in cvs/ itself.
(cd menshuyu && xelatex -interaction=nonstopmode menshuyu_2026.tex >/dev/null \
  && pdftotext menshuyu_2026.pdf menshuyu_2026_page_text.txt \
  && pdftoppm -r 150 -png -singlefile menshuyu_2026.pdf page && ../$PY photo.py && rm page.png)
$PY check_evidence.py
