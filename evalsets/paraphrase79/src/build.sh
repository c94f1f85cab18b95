#!/bin/sh
# Rebuilds every CV in ../cvs from the sources here. The .md, .txt and .json CVs are written by hand in cvs/.
set -e
cd "$(dirname "$0")"
(cd a && xelatex -interaction=nonstopmode hoogendoorn_cv.tex >/dev/null && cp hoogendoorn_cv.pdf ../../cvs/marieke_hoogendoorn_cv.pdf)
(cd f && xelatex -interaction=nonstopmode crowhurst_cv.tex >/dev/null && cp crowhurst_cv.pdf ../../cvs/imelda_crowhurst.pdf)
(cd e && xelatex -interaction=nonstopmode qi_mingchuan.tex >/dev/null && cp qi_mingchuan.pdf ../../cvs/亓铭川_简历.pdf)
(cd g && xelatex -interaction=nonstopmode jia_yunuo.tex >/dev/null && pdftotext jia_yunuo.pdf page_text.txt && pdftoppm -r 150 -png -singlefile jia_yunuo.pdf page)
.venv/bin/python make_photo.py      # -> cvs/IMG_20261103_214509.jpg (text of the page: g/page_text.txt)
.venv/bin/python make_docx.py       # -> the two DOCX files
