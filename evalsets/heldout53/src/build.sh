#!/bin/sh
# Rebuilds every CV file of heldout53 into ../cvs (run from src/).
set -e
cd "$(dirname "$0")"
for t in yin_tianlang_cv rafaela_oyelowo_cv lu_haoyang_2026; do xelatex -interaction=nonstopmode $t.tex >/dev/null; done
cp yin_tianlang_cv.pdf rafaela_oyelowo_cv.pdf ../cvs/
.venv/bin/python make_docx.py
# phone photo of the printed 2026 Chinese page (text kept in lu_haoyang_2026_photo_text.txt)
pdftotext -layout lu_haoyang_2026.pdf lu_haoyang_2026_photo_text.txt
pdftoppm -r 150 -png -singlefile lu_haoyang_2026.pdf lu_page
.venv/bin/python photo.py
# android_resume_2022.md is hand-written directly in ../cvs
