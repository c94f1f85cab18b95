#!/bin/sh
# Rebuild all CV files in ../cvs from the sources here.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode osric_marrendell.tex >/dev/null && cp osric_marrendell.pdf ../cvs/
xelatex -interaction=nonstopmode lin_jingzhou.tex >/dev/null && cp lin_jingzhou.pdf ../cvs/
.venv/bin/python make_docx.py
# phone photo of a printed Chinese page (older CV of Zhen Yuxi)
xelatex -interaction=nonstopmode zhen_yuxi_zh_page.tex >/dev/null
pdftotext -layout zhen_yuxi_zh_page.pdf zhen_yuxi_zh_page.txt   # text of the photographed page
pdftoppm -r 150 -png zhen_yuxi_zh_page.pdf page
.venv/bin/python make_photo.py
# portfolio_cv_2026.md and zhen_yuxi_resume.json are hand-written directly in ../cvs
rm -f *.aux *.log
