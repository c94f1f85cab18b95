#!/bin/sh
# Rebuilds every file in ../cvs from the sources here. Needs xelatex (moderncv, ctex), poppler, the venv.
set -e
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q python-docx pypdf pillow; }
(cd ruairi && xelatex -interaction=nonstopmode kavanagh_cv.tex >/dev/null && cp kavanagh_cv.pdf ../../cvs/Ruairi_Kavanagh_CV.pdf)
(cd huan && xelatex -interaction=nonstopmode huan_zhenbang.tex >/dev/null && cp huan_zhenbang.pdf "../../cvs/宦振邦_简历.pdf")
(cd gao && xelatex -interaction=nonstopmode gao_en.tex >/dev/null && pdftotext -layout gao_en.pdf gao_en_page.txt \
   && pdftoppm -r 150 -png -singlefile gao_en.pdf gao_en-1)
.venv/bin/python make_photo.py          # -> ../cvs/IMG_20261102_184512.jpg (no text layer)
.venv/bin/python make_docx.py           # -> the two .docx files
# ../cvs/gaojiashu_resume.md is written by hand.
