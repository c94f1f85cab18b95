#!/bin/bash
# Rebuilds cvs/ from the sources here. Needs xelatex (ctex, moderncv), poppler and the venv
# (python3 -m venv .venv && .venv/bin/pip install python-docx pypdf pillow pyyaml).
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode astrid_nyqvist.tex >/dev/null && cp astrid_nyqvist.pdf ../cvs/astrid_nyqvist.pdf
xelatex -interaction=nonstopmode wu_chenglin_zh.tex >/dev/null && cp wu_chenglin_zh.pdf ../cvs/伍承霖_硬件工程师.pdf
# moderncv classic; 'nosymbols' because fontawesome5 is not installed here
xelatex -interaction=nonstopmode benedikt_hahn_2026.tex >/dev/null && cp benedikt_hahn_2026.pdf ../cvs/Benedikt_Hahn_CV_2026.pdf
# old (2021) CV of the same person -> phone photo, no text layer; its text is kept here
xelatex -interaction=nonstopmode benedikt_hahn_2021.tex >/dev/null
pdftotext benedikt_hahn_2021.pdf benedikt_hahn_2021_photo_page.txt
pdftoppm -r 150 -png -singlefile benedikt_hahn_2021.pdf hahn2021
.venv/bin/python make_photo.py
.venv/bin/python make_docx.py
# the .md, .txt and .json CVs are written by hand directly in ../cvs/
rm -f *.aux *.log *.out hahn2021.png
