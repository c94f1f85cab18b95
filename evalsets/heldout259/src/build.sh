#!/bin/sh
# Rebuilds every file in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
mkdir -p /tmp/h259
xelatex -interaction=nonstopmode -output-directory=/tmp/h259 torsten_vejlgaard_cv.tex >/dev/null
cp /tmp/h259/torsten_vejlgaard_cv.pdf ../cvs/torsten_vejlgaard_cv.pdf
xelatex -interaction=nonstopmode -output-directory=/tmp/h259 cen_keqi_cv.tex >/dev/null
cp /tmp/h259/cen_keqi_cv.pdf ../cvs/岑可淇_简历.pdf
.venv/bin/python make_docx.py
# bae_doyun_cv_2022.md and 郭子帆_后端开发.txt are hand-written directly in ../cvs
xelatex -interaction=nonstopmode -output-directory=/tmp/h259 bae_doyun_cv_2026.tex >/dev/null
pdftotext -layout /tmp/h259/bae_doyun_cv_2026.pdf bae_doyun_cv_2026_page.txt
pdftoppm -r 150 -png /tmp/h259/bae_doyun_cv_2026.pdf /tmp/h259/bae_doyun_page
.venv/bin/python make_photo.py
