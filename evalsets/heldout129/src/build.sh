#!/bin/sh
# Rebuilds every file in ../cvs from the sources in this folder.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
xelatex -interaction=nonstopmode si_ruojia.tex >/dev/null && cp si_ruojia.pdf ../cvs/司若珈_简历.pdf
xelatex -interaction=nonstopmode joost_wijnbergen.tex >/dev/null && cp joost_wijnbergen.pdf ../cvs/Joost_Wijnbergen_CV.pdf
.venv/bin/python make_docx.py
# new CV of Nian Xiaomin: printed page -> phone photo (no text layer); its text is kept here
xelatex -interaction=nonstopmode nian_xiaomin_2026.tex >/dev/null
pdftotext nian_xiaomin_2026.pdf nian_xiaomin_2026_page_text.txt
pdftoppm -r 150 -png -singlefile nian_xiaomin_2026.pdf page
.venv/bin/python photo.py && rm page.png
# nadira_kamaruddin.md and 尧振川_工艺工程师_简历.txt are written by hand directly in ../cvs
rm -f *.aux *.log
