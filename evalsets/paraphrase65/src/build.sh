#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
for t in lu_wanning_cv mo_zhaolin_cv liang_xiaoyu_cv; do
  xelatex -interaction=batchmode $t.tex >/dev/null 2>&1 || true   # moderncv stub warnings are harmless
  cp $t.pdf ../cvs/
done
xelatex -interaction=batchmode shi_kelan_cv.tex >/dev/null 2>&1 || true
pdftotext -layout shi_kelan_cv.pdf shi_kelan_page.txt      # text of the photographed page
pdftoppm -r 150 -png -singlefile -H 1300 shi_kelan_cv.pdf shi_kelan_page
.venv/bin/python make_photo.py                              # -> ../cvs/IMG_20261102_093114.jpg
.venv/bin/python make_docx.py                               # -> the two .docx
# resume_backend_2023.txt, pan_zhixuan_2026.md and xu_manlin_resume.json are hand-written in ../cvs
