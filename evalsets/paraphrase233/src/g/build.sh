#!/bin/sh
# G: phone photo of the Chinese CV page
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode zhang_jiayue.tex
pdftotext -layout zhang_jiayue.pdf zhang_jiayue_page_text.txt
pdftoppm -r 150 -png -singlefile zhang_jiayue.pdf page
../.venv/bin/python photo.py page.png "../../cvs/仉嘉岳 简历 拍照.jpg"
