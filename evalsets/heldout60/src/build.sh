#!/bin/bash
# Rebuild all CV files of heldout60 into ../cvs (run from src/).
set -e
cd "$(dirname "$0")"
for f in lu_jiahang_2026 lu_jiahang_old_2022 yiheng_shen_cv; do xelatex -interaction=nonstopmode $f.tex >/dev/null; done
cp lu_jiahang_2026.pdf ../cvs/lu_jiahang_resume_2026.pdf
cp yiheng_shen_cv.pdf ../cvs/Yiheng_Shen_CV.pdf
# the old 2022 CV becomes a phone photo (no text layer); keep its text for evidence checks
pdftotext lu_jiahang_old_2022.pdf lu_jiahang_old_2022.page.txt
pdftoppm -r 150 -png -f 1 -l 1 lu_jiahang_old_2022.pdf old
.venv/bin/python make_photo.py old-1.png ../cvs/lu_jiahang_old_2022.jpg && rm old-1.png
.venv/bin/python make_docx.py
# xia_ruowen_cv.md is written directly in ../cvs
