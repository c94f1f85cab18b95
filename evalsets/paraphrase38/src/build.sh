#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
for t in qu_haoyang_cv devansh_rathore_cv beatriz_lunardi_cv tomasz_wierzbicki_cv; do
  xelatex -interaction=batchmode "$t.tex" >/dev/null
done
cp qu_haoyang_cv.pdf devansh_rathore_cv.pdf beatriz_lunardi_cv.pdf ../cvs/
# phone photo of Tomasz Wierzbicki's page (no text layer); its text is kept here:
pdftotext -layout tomasz_wierzbicki_cv.pdf tomasz_wierzbicki_page1.txt
pdftoppm -r 150 -png -singlefile tomasz_wierzbicki_cv.pdf tw_page
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# kaveh_mirzaei.md, resume.json and 谷雨涵_电商运营_2022.txt are written by hand in ../cvs
rm -f *.aux *.log *.out
