#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -d .venv ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow typst; }
# 1) English Typst CV
.venv/bin/python -c "import typst; typst.compile('henrique_tavares.typ', output='../cvs/henrique_tavares_cv.pdf')"
# 2) Chinese one-column CV with a 时间/公司/职位 table
xelatex -interaction=batchmode shen_yanning.tex >/dev/null && mv shen_yanning.pdf ../cvs/沈砚宁_简历.pdf
# 3) DOCX
.venv/bin/python make_docx.py
# 4) dagmar_sorensen_cv.md and 汪若禾_简历_2021.txt are written by hand directly in ../cvs
# 5) phone photo of the printed newer CV of 汪若禾 (text of the page: wang_ruohe_2026_page.txt)
xelatex -interaction=batchmode wang_ruohe_2026.tex >/dev/null
pdftotext -layout wang_ruohe_2026.pdf wang_ruohe_2026_page.txt
pdftoppm -r 150 -png -singlefile wang_ruohe_2026.pdf page
.venv/bin/python make_photo.py
rm -f page.png *.aux *.log
