#!/bin/bash
# Rebuild all CV files in ../cvs from the sources here. Needs xelatex (TeX Live), poppler, the venv in src/.venv.
set -e
cd "$(dirname "$0")"
PY=.venv/bin/python
(cd p5 && xelatex -interaction=nonstopmode nurul_hashim.tex >/dev/null && cp nurul_hashim.pdf ../../cvs/nurul_ain_hashim_cv.pdf)   # moderncv classic; stub icon .sty files in p5/
(cd p1 && xelatex -interaction=nonstopmode shi_yihang.tex >/dev/null && cp shi_yihang.pdf "../../cvs/石奕航_射频工程师简历.pdf")     # ctex + paracol, grey sidebar
$PY p2/make_docx.py ../cvs/Maeve_Lindfield_CV.docx                                                                                  # python-docx, a table per employer
(cd p4 && xelatex -interaction=nonstopmode zsofia_bakos_2026.tex >/dev/null && pdftotext -layout zsofia_bakos_2026.pdf zsofia_bakos_2026_page_text.txt \
  && pdftoppm -r 150 -png -singlefile zsofia_bakos_2026.pdf page && ../$PY make_photo.py ../../cvs/IMG_20261103_184512.jpg)        # newer CV of Zsófia Bakos as a phone photo
# cvs/盛子墨-后端开发.md and cvs/zsofia_bakos_cv_2022.txt are hand-written (no build step).
