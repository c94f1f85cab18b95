#!/bin/bash
# Rebuilds cvs/ from src/. Needs xelatex (moderncv, ctex), poppler, and src/.venv with python-docx + pillow.
set -e
cd "$(dirname "$0")"
xelatex -interaction=nonstopmode nikolai_brandvold_cv.tex >/dev/null   # uses the local fontawesome5.sty / academicons.sty stubs
cp nikolai_brandvold_cv.pdf ../cvs/
xelatex -interaction=nonstopmode 邓明哲_简历.tex >/dev/null && cp 邓明哲_简历.pdf ../cvs/
.venv/bin/python make_docx.py
cp jingyi_fang_2022.md ../cvs/
# phone photo: printed page -> PNG -> JPEG with rotation/shading/vignette/blur/noise, no text layer
xelatex -interaction=nonstopmode 蒋立峰_简历.tex >/dev/null
pdftotext -layout 蒋立峰_简历.pdf 蒋立峰_简历.page.txt
pdftoppm -r 150 -png -singlefile 蒋立峰_简历.pdf page
.venv/bin/python make_photo.py page.png ../cvs/蒋立峰_简历.jpg
rm page.png
