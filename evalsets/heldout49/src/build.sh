#!/bin/bash
# Rebuilds every file in ../cvs from the sources here (the .md CV is hand-written directly in cvs/).
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
# fontawesome5.sty / academicons.sty are local stubs: moderncv needs them and they are not installed.
xelatex -interaction=nonstopmode fu_jiayan.tex >/dev/null && cp fu_jiayan.pdf ../cvs/付嘉言_数据库内核_简历.pdf
xelatex -interaction=nonstopmode ruiqi_zhao.tex >/dev/null && cp ruiqi_zhao.pdf ../cvs/Ruiqi_Zhao_CV.pdf
xelatex -interaction=nonstopmode yolanda_prieto.tex >/dev/null
pdftotext yolanda_prieto.pdf yolanda_prieto_page.txt            # text of the photographed page
pdftoppm -r 150 -png -singlefile yolanda_prieto.pdf yp_page
.venv/bin/python make_photo.py && rm yp_page.png                  # -> ../cvs/IMG_20261103_184512.jpg
.venv/bin/python make_docx.py                                     # -> the two .docx
rm -f *.aux *.log *.out
