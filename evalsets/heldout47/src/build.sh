#!/bin/bash
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
# moderncv here wants fontawesome5/academicons, which are not installed: local icon stubs
# (fontawesome5.sty, academicons.sty) make every icon empty and the bullet a \textbullet.
xelatex -interaction=nonstopmode rhys_penhallow.tex >/dev/null
cp rhys_penhallow.pdf ../cvs/rhys_penhallow_cv.pdf
xelatex -interaction=nonstopmode ni_zhenxuan_2026.tex >/dev/null
cp ni_zhenxuan_2026.pdf "../cvs/倪振轩_简历_2026.pdf"
.venv/bin/python make_docx.py        # 倪振轩_硬件工程师_2022.docx, Nadine_Eckhoff_PM.docx
# phone photo of a printed English page (text of the page kept in kang_zhiwen_page.txt)
xelatex -interaction=nonstopmode kang_zhiwen.tex >/dev/null
pdftotext kang_zhiwen.pdf kang_zhiwen_page.txt
pdftoppm -r 150 -png -singlefile kang_zhiwen.pdf kang_page
.venv/bin/python make_photo.py       # -> ../cvs/IMG_20261108_142233.jpg
# chusihan_resume.md is written by hand directly in ../cvs (its source is itself)
rm -f *.aux *.log *.out
