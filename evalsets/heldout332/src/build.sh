#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder. Run from src/.
set -e
xelatex -interaction=nonstopmode runa_hallingstad_cv.tex >/dev/null
cp runa_hallingstad_cv.pdf ../cvs/runa_hallingstad_cv.pdf
xelatex -interaction=nonstopmode gong_qiuman_resume.tex >/dev/null
cp gong_qiuman_resume.pdf ../cvs/gong_qiuman_resume_zh.pdf
.venv/bin/python make_docx.py                      # ../cvs/柯明澄_简历_2026.docx
xelatex -interaction=nonstopmode mingcheng_ke_cv_2023.tex >/dev/null
pdftotext mingcheng_ke_cv_2023.pdf mingcheng_ke_cv_2023_page_text.txt   # text of the photographed page
pdftoppm -r 150 -png mingcheng_ke_cv_2023.pdf page
.venv/bin/python make_photo.py                     # ../cvs/mingcheng_ke_cv_2023.jpg (no text layer)
# ../cvs/imogen_tresilian.json and ../cvs/teodoro-vilaca.md are written by hand.
