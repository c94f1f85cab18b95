#!/bin/sh
# Rebuild all CV files of heldout253 into ../cvs (run from src/).
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python
(cd hs && xelatex -interaction=nonstopmode henrike_stolzenberg.tex >/dev/null && cp henrike_stolzenberg.pdf ../../cvs/)
(cd my && xelatex -interaction=nonstopmode mi_yanqing.tex >/dev/null && cp mi_yanqing.pdf ../../cvs/宓晏清_简历.pdf)
$PY ps/make_docx.py ../cvs/priyamvada_sethuraman_cv.docx
(cd kz && xelatex -interaction=nonstopmode kuang_zhenhua_2026.tex >/dev/null && pdftotext kuang_zhenhua_2026.pdf page_text.txt \
   && pdftoppm -r 150 -png -f 1 -l 1 kuang_zhenhua_2026.pdf page && ../$PY make_photo.py page-1.png ../../cvs/IMG_20261102_184517.jpg)
# tadhg_ferriter.json and 邝振华_简历_2019.txt are hand-written directly in ../cvs
